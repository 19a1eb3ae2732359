// The hosts the network's own links were seen on (its tracking host and short-link host, which the spec only names
// `{tracking_host}` and `{short_url_host}`), learned from conversion answers. The post converter reads them to skip
// links that already are the network's without a request. No secret: pages read it directly.

import { readLocal, writeLocal } from '../storage/local-record';
import { type NetworkHosts, NO_NETWORK_HOSTS } from './classify-link';

const STORAGE_KEY = 'networkLinkHosts';

const hostList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((h): h is string => typeof h === 'string').slice(0, 20) : [];

export async function loadNetworkHosts(): Promise<NetworkHosts> {
  const raw = await readLocal(STORAGE_KEY);
  if (!raw || typeof raw !== 'object') return NO_NETWORK_HOSTS;
  const { tracking, short } = raw as Record<string, unknown>;
  return { tracking: hostList(tracking), short: hostList(short) };
}

export async function saveNetworkHosts(hosts: NetworkHosts): Promise<void> {
  await writeLocal(STORAGE_KEY, { tracking: [...hosts.tracking], short: [...hosts.short] });
}
