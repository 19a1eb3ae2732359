import type { CampaignDetail } from '../../../lib/api/schemas';
import { conversionSteps } from './conversion-steps';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** What the campaign allows, how long tracking, validation and payment take, and how a conversion happens. */
export function CampaignRules({ campaign: c }: { campaign: CampaignDetail }) {
  const steps = conversionSteps(c.conversion_flow);
  return (
    <>
      <h4>Rules</h4>
      <dl class="facts">
        <dt>Deep links allowed</dt>
        <dd>{yesNo(c.deeplink_allowed)}</dd>
        <dt>Sub IDs allowed</dt>
        <dd>{yesNo(c.sub_ids_allowed)}</dd>
        <dt>Cashback publishers allowed</dt>
        <dd>{yesNo(c.cashback_publishers_allowed)}</dd>
        <dt>Social media publishers allowed</dt>
        <dd>{yesNo(c.social_media_publishers_allowed)}</dd>
        <dt>Missing transactions accepted</dt>
        <dd>{yesNo(c.missing_transactions_accepted)}</dd>
        <dt>Cookie duration</dt>
        <dd>
          {c.cookie_duration} <span class="muted">(the API does not state the unit)</span>
        </dd>
        <dt>Tracking time</dt>
        <dd>{c.tracking_time || '—'}</dd>
        <dt>Validation time</dt>
        <dd>{c.validation_time || '—'}</dd>
        <dt>Payment time</dt>
        <dd>{c.payment_time || '—'}</dd>
      </dl>
      <div class="allowed-grid">
        <AllowedList title="Platforms allowed" items={c.platforms.allowed} />
        <AllowedList title="Platforms not allowed" items={c.platforms.disallowed} />
        <AllowedList title="Media allowed" items={c.media.allowed} />
        <AllowedList title="Media not allowed" items={c.media.disallowed} />
      </div>
      <h4>Conversion flow</h4>
      {steps.length === 0 ? (
        <p class="muted">No conversion flow is given.</p>
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
        <p class="muted">None listed</p>
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
