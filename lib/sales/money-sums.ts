// Sums of money kept apart by currency: transactions follow the account currency (which can switch from INR to
// USD), CPC clicks are always INR. A total is shown as each currency's sum, joined: "₹1,240.00 + $14.50". The code
// lives in glance.ts (one chunk for the popup and the background); this is its name for everything else.
export { type Amounts, addAmount, amountsOf, byCurrency, formatAmounts, type Sums } from './glance';
