// The hosts the network's own links were seen on (its tracking host and short-link host, which the spec only names
// `{tracking_host}` and `{short_url_host}`), learned from affiliated conversion answers, kept per API key (another
// key, or another base URL, may be another service). The background writes and reads them; pages see them through
// `post.networkHosts` (Options → Convert a post lists them and can clear them). No secret.
import { browser } from '../core/browser';
import { defineRecord } from '../core/storage/local-record';
import { type NetworkHosts, NO_NETWORK_HOSTS } from './classify-link';

// A new record name: what the old ones hold may be poisoned (`networkLinkHosts`, shared by every key and learned from
// any answer; `networkLinkHostsByKey`, learned before answers had to agree with the campaign index), so they are
// dropped, not carried over.
const STORAGE_KEY = 'networkLinkHostsAgreed';
const OLD_STORAGE_KEYS = ['networkLinkHosts', 'networkLinkHostsByKey'];
const HOSTS_MAX = 20;
const KEYS_MAX = 10;

type ByKey = Record<string, NetworkHosts>;

const hostList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((h): h is string => typeof h === 'string').slice(0, HOSTS_MAX) : [];

const hostsRecord = defineRecord<ByKey>(STORAGE_KEY, (raw) => {
  if (!raw || typeof raw !== 'object') return {};
  const out: ByKey = {};
  for (const [keyId, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { tracking, short } = value as Record<string, unknown>;
    out[keyId] = { tracking: hostList(tracking), short: hostList(short) };
  }
  return out;
});
const readAll = hostsRecord.get;

export async function loadNetworkHosts(keyId: string | null): Promise<NetworkHosts> {
  if (!keyId) return NO_NETWORK_HOSTS;
  return (await readAll())[keyId] ?? NO_NETWORK_HOSTS;
}

export async function saveNetworkHosts(keyId: string, hosts: NetworkHosts): Promise<void> {
  const all = await readAll();
  delete all[keyId];
  const kept = Object.entries(all).slice(-(KEYS_MAX - 1));
  const next: ByKey = Object.fromEntries(kept);
  next[keyId] = { tracking: hosts.tracking.slice(0, HOSTS_MAX), short: hosts.short.slice(0, HOSTS_MAX) };
  await hostsRecord.set(next);
  await browser.storage.local.remove(OLD_STORAGE_KEYS).catch(() => undefined);
}

/** Forgets what was learned for `keyId` (the person's Clear), or for every key when null. */
export async function clearNetworkHosts(keyId: string | null): Promise<void> {
  if (keyId === null) {
    await hostsRecord.set({});
    return;
  }
  const all = await readAll();
  delete all[keyId];
  await hostsRecord.set(all);
}
