// INR per USD by day (in paise per dollar), so USD figures are stable between requests.
import { dayNumber } from '../dates';

/** A made-up rate between 83.00 and 84.79 that varies from day to day. */
export function paisePerDollar(date: string): number {
  return 8300 + ((dayNumber(date)! * 7919) % 180);
}
