// The popup's first answer (`popup.open`): the link, the site's campaign, the account and the channels, worked
// out together and answered at once, each part with its own success or error so that one failing hides nothing
// else. Later changes in the popup use the single messages (link.convert, site.info, account.get, api.call).
import type { PopupOpenResponse, Result } from '../messaging/protocol';
import { getAccountState } from './account';
import { runApiCall } from './api-call';
import { convert } from './conversion';
import { serialiseError } from './serialise-error';
import { siteInfo } from './site-info';

export async function openPopup(url: string): Promise<PopupOpenResponse> {
  const [link, site, account, channels] = await Promise.all([
    part(convert(url)),
    part(siteInfo(url).then(({ campaign, indexedAt }) => ({ campaign, indexedAt }))),
    part(getAccountState()),
    part(runApiCall('listChannels', { per_page: 100 })),
  ]);
  return { link, site, account, channels };
}

async function part<T>(work: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await work };
  } catch (error) {
    return { ok: false, error: serialiseError('popup.open', error) };
  }
}
