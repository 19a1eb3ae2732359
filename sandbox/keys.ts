// The sandbox's API keys. Two publishers: Asha (INR account, two keys) and Liam (USD account).
import { SCOPES, type Scope } from './spec';

export const INR_PUBLISHER_ID = 10421;
export const USD_PUBLISHER_ID = 20877;

export interface DemoKey {
  key: string;
  /** The key's name as /ping reports it. */
  name: string;
  publisherId: number;
  scopes: readonly Scope[] | null;
  /** What the key is for, printed by `npm run sandbox`. */
  description: string;
}

export const DEMO_KEYS = {
  inrLegacy: {
    key: 'sandbox-inr-legacy-3f9a',
    name: 'Legacy key',
    publisherId: INR_PUBLISHER_ID,
    scopes: null,
    description: 'Asha Verma (PUB-10421), INR account; legacy key: scopes null, full access',
  },
  usdFull: {
    key: 'sandbox-usd-full-7c21',
    name: 'Reporting and links',
    publisherId: USD_PUBLISHER_ID,
    scopes: SCOPES,
    description: 'Liam Carter (PUB-20877), USD account; all 10 scopes listed explicitly',
  },
  inrLimited: {
    key: 'sandbox-inr-limited-0b5e',
    name: 'Link maker only',
    publisherId: INR_PUBLISHER_ID,
    scopes: ['read:campaigns', 'write:links'],
    description: 'Asha Verma (PUB-10421), same data as the legacy key; scopes read:campaigns and write:links only',
  },
} as const satisfies Record<string, DemoKey>;
