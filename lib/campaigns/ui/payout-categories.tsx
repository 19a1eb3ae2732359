import { Payout } from '../../../components/payout';
import type { CampaignDetail } from '../../core/api/schemas';
import { t } from '../../core/i18n';

type PayoutCategory = CampaignDetail['payout_categories'][number];

/** Payouts per product category; `is_header` rows head the group of rows below them. */
export function PayoutCategories({ rows, currency }: { rows: PayoutCategory[]; currency: string }) {
  if (rows.length === 0) {
    return (
      <>
        <h4>{t('optionsPayoutCategories')}</h4>
        <p class="muted">{t('optionsNoPayoutCategories')}</p>
      </>
    );
  }
  return (
    <table class="payout-categories">
      <caption>{t('optionsPayoutCategories')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('optionsCategory')}</th>
          <th scope="col">{t('commonPayout')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) =>
          row.is_header ? (
            <tr key={i} class="group-header">
              <th scope="colgroup" colSpan={2}>
                {row.name}
              </th>
            </tr>
          ) : (
            <tr key={i}>
              <th scope="row">{row.name}</th>
              <td>
                <Payout payout={row.payout} payoutType={row.payout_type} currency={currency} />
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
