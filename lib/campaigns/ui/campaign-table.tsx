import './campaigns.css';
import { AccessStatus } from '../../../components/access-status';
import { CampaignLogo } from '../../../components/campaign-logo';
import type { Column } from '../../../components/list/data-table';
import { Money } from '../../../components/money';
import { campaignHref } from '../../../components/options/routes';
import { Payout } from '../../../components/payout';
import type { Campaign } from '../../core/api/schemas';
import { unicodeHost } from '../../core/format/unicode-host';
import { t } from '../../core/i18n';

/**
 * The campaign list's columns: each name is a link to the campaign's detail (`#campaigns/<id>`). A narrow page
 * stacks a row's cells, each named by its header (the table's `labelCells`).
 */
export function campaignColumns(): Column<Campaign>[] {
  return [
    {
      label: t('optionsLogo'),
      hidden: true,
      class: 'logo',
      cell: (c) => <CampaignLogo image={c.image} name={c.name} size={32} class="logo-img" lazy />,
    },
    {
      label: t('optionsName'),
      rowHeader: true,
      cell: (c) => (
        <>
          <a href={campaignHref(c.id)}>
            <bdi>{c.name}</bdi>
          </a>
          <div class="muted small">{unicodeHost(c.domain)}</div>
          {c.is_featured && <span class="featured small">{t('optionsFeatured')}</span>}
        </>
      ),
    },
    { label: t('optionsType'), cell: (c) => c.campaign_type },
    {
      label: t('commonPayout'),
      cell: (c) => <Payout payout={c.payout} payoutType={c.payout_type} currency={c.payout_currency} />,
    },
    { label: t('commonEpc7Days'), num: true, cell: (c) => <Money amount={c.epc_7d} currency={c.payout_currency} /> },
    { label: t('commonEpc90Days'), num: true, cell: (c) => <Money amount={c.epc_90d} currency={c.payout_currency} /> },
    { label: t('optionsAccess'), cell: (c) => <AccessStatus status={c.access_status} /> },
    { label: t('optionsCategories'), cell: (c) => c.categories.map((cat) => cat.name).join(', ') },
  ];
}
