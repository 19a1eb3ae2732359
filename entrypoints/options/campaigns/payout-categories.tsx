import { Payout } from '../../../components/payout';
import type { CampaignDetail } from '../../../lib/api/schemas';

type PayoutCategory = CampaignDetail['payout_categories'][number];

/** Payouts per product category; `is_header` rows head the group of rows below them. */
export function PayoutCategories({ rows, currency }: { rows: PayoutCategory[]; currency: string }) {
  if (rows.length === 0) {
    return (
      <>
        <h4>Payout categories</h4>
        <p class="muted">No payout categories are listed for this campaign.</p>
      </>
    );
  }
  return (
    <table class="payout-categories">
      <caption>Payout categories</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Payout</th>
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
