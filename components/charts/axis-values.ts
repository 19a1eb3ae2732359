// Axis number formats for the report charts (drawing only; tables show the API's strings).
import { numberFormat } from '../../lib/core/format/number-format';

export function compactMoney(value: number, currency: string): string {
  return numberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function compactCount(value: number): string {
  return numberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
