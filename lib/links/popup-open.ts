// The popup's first answer (`popup.open`): the link, the site's campaign, the account and the channels, worked
// out together and answered at once, each part with its own success or error so that one failing hides nothing
// else. Later changes in the popup use the single messages (link.convert, site.info, account.get, api.call).

import type { Account } from '../account/account';
import type { RunApiCall } from '../api-call/api-call';
import { allChannels, CHANNELS_PER_REQUEST } from '../core/all-channels';
import { serialiseError } from '../core/background/serialise-error';
import type { Result } from '../core/messaging/wire';
import type { Conversion } from './conversion';
import type { PopupOpenResponse } from './messages';
import type { SiteInfoOf } from './site-info';

export interface PopupOpenDeps {
  account: Pick<Account, 'getAccountState'>;
  conversion: Conversion;
  siteInfo: SiteInfoOf;
  runApiCall: RunApiCall;
}

export type OpenPopup = (url: string) => Promise<PopupOpenResponse>;

export function createPopupOpen({ account, conversion, siteInfo, runApiCall }: PopupOpenDeps): OpenPopup {
  return async (url) => {
    const [link, site, state, channels] = await Promise.all([
      part(conversion.convert(url)),
      part(siteInfo(url).then(({ campaign, indexedAt }) => ({ campaign, indexedAt }))),
      part(account.getAccountState()),
      part(allChannels((page) => runApiCall('listChannels', { page, per_page: CHANNELS_PER_REQUEST }))),
    ]);
    return { link, site, account: state, channels };
  };
}

async function part<T>(work: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await work };
  } catch (error) {
    return { ok: false, error: serialiseError('popup.open', error) };
  }
}
