import './campaigns.css';
import { AccessStatus } from '../../../components/access-status';
import { CampaignLogo } from '../../../components/campaign-logo';
import { MoneyCell } from '../../../components/money';
import { Payout } from '../../../components/payout';
import type { Campaign } from '../../../lib/api/schemas';
import { unicodeHost } from '../../../lib/format/unicode-host';
import { t } from '../../../lib/i18n';
import { campaignHref } from '../routes';

/** The campaign list: each name is a link to the campaign's detail (`#campaigns/<id>`). */
export function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <table class="campaigns">
      <caption class="visually-hidden">{t('commonCampaigns')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span class="visually-hidden">{t('optionsLogo')}</span>
          </th>
          <th scope="col">{t('optionsName')}</th>
          <th scope="col">{t('optionsType')}</th>
          <th scope="col">{t('commonPayout')}</th>
          <th scope="col" class="num">
            {t('commonEpc7Days')}
          </th>
          <th scope="col" class="num">
            {t('commonEpc90Days')}
          </th>
          <th scope="col">{t('optionsAccess')}</th>
          <th scope="col">{t('optionsCategories')}</th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => {
          return (
            <tr key={c.id}>
              <td class="logo">
                <CampaignLogo image={c.image} name={c.name} size={32} class="logo-img" lazy />
              </td>
              <th scope="row">
                <a href={campaignHref(c.id)}>
                  <bdi>{c.name}</bdi>
                </a>
                <div class="muted small">{unicodeHost(c.domain)}</div>
                {c.is_featured && <span class="featured small">{t('optionsFeatured')}</span>}
              </th>
              <td data-label={t('optionsType')}>{c.campaign_type}</td>
              <td data-label={t('commonPayout')}>
                <Payout payout={c.payout} payoutType={c.payout_type} currency={c.payout_currency} />
              </td>
              <MoneyCell amount={c.epc_7d} currency={c.payout_currency} label={t('commonEpc7Days')} />
              <MoneyCell amount={c.epc_90d} currency={c.payout_currency} label={t('commonEpc90Days')} />
              <td data-label={t('optionsAccess')}>
                <AccessStatus status={c.access_status} />
              </td>
              <td data-label={t('optionsCategories')}>{c.categories.map((cat) => cat.name).join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
