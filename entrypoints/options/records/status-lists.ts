// The status filter choices. lib/api/schemas.ts holds the same lists but loads zod at run time, which the options
// page does not otherwise need; these copies are checked against it by the compiler (a drift fails `tsc`).
import type {
  CLAIM_STATUSES as API_CLAIM,
  CPC_STATUSES as API_CPC,
  INVOICE_STATUSES as API_INVOICE,
  TRANSACTION_STATUSES as API_TRANSACTION,
} from '../../../lib/api/schemas';

export const TRANSACTION_STATUSES = ['pending', 'validated', 'payable', 'invoice_raised', 'paid', 'rejected'] as const;
export const CPC_STATUSES = ['pending', 'validated', 'rejected'] as const;
export const INVOICE_STATUSES = ['invoice_raised', 'paid', 'rejected', 'cancelled'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Values<T extends readonly string[]> = T[number];
const sameAsApi: [
  Same<Values<typeof TRANSACTION_STATUSES>, Values<typeof API_TRANSACTION>>,
  Same<Values<typeof CPC_STATUSES>, Values<typeof API_CPC>>,
  Same<Values<typeof INVOICE_STATUSES>, Values<typeof API_INVOICE>>,
  Same<Values<typeof CLAIM_STATUSES>, Values<typeof API_CLAIM>>,
] = [true, true, true, true];
void sameAsApi;

/** Narrows a form value to one of `values`. */
export function isOneOf<const T extends readonly string[]>(values: T, v: string): v is T[number] {
  return (values as readonly string[]).includes(v);
}
