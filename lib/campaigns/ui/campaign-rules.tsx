import type { CampaignDetail } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { conversionSteps } from './conversion-steps';

const yesNo = (v: boolean) => (v ? t('commonYes') : t('commonNo'));

/** What the campaign allows, how long tracking, validation and payment take, and how a conversion happens. */
export function CampaignRules({ campaign: c }: { campaign: CampaignDetail }) {
  const steps = conversionSteps(c.conversion_flow);
  return (
    <>
      <h4>{t('optionsRules')}</h4>
      <dl class="facts">
        <dt>{t('optionsDeepLinksAllowed')}</dt>
        <dd>{yesNo(c.deeplink_allowed)}</dd>
        <dt>{t('optionsSubIdsAllowed')}</dt>
        <dd>{yesNo(c.sub_ids_allowed)}</dd>
        <dt>{t('optionsCashbackPublishersAllowed')}</dt>
        <dd>{yesNo(c.cashback_publishers_allowed)}</dd>
        <dt>{t('optionsSocialMediaPublishersAllowed')}</dt>
        <dd>{yesNo(c.social_media_publishers_allowed)}</dd>
        <dt>{t('optionsMissingTransactionsAccepted')}</dt>
        <dd>{yesNo(c.missing_transactions_accepted)}</dd>
        <dt>{t('commonCookieDuration')}</dt>
        <dd>
          {c.cookie_duration} <span class="muted">{t('commonUnitNotStated')}</span>
        </dd>
        <dt>{t('optionsTrackingTime')}</dt>
        <dd>{c.tracking_time || '—'}</dd>
        <dt>{t('optionsValidationTime')}</dt>
        <dd>{c.validation_time || '—'}</dd>
        <dt>{t('optionsPaymentTime')}</dt>
        <dd>{c.payment_time || '—'}</dd>
      </dl>
      <div class="allowed-grid">
        <AllowedList title={t('optionsPlatformsAllowed')} items={c.platforms.allowed} />
        <AllowedList title={t('optionsPlatformsNotAllowed')} items={c.platforms.disallowed} />
        <AllowedList title={t('optionsMediaAllowed')} items={c.media.allowed} />
        <AllowedList title={t('optionsMediaNotAllowed')} items={c.media.disallowed} />
      </div>
      <h4>{t('optionsConversionFlow')}</h4>
      {steps.length === 0 ? (
        <p class="muted">{t('optionsNoConversionFlow')}</p>
      ) : (
        <ol class="steps">
          {steps.map((s) => (
            <li key={s.label}>
              <strong>{s.label}:</strong> {s.text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function AllowedList({ title, items }: { title: string; items: string[] }) {
  const id = `list-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div>
      <h5 id={id}>{title}</h5>
      {items.length === 0 ? (
        <p class="muted">{t('optionsNoneListed')}</p>
      ) : (
        <ul aria-labelledby={id}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
