// The toolbar popup: the affiliate link for the page, its options, the campaign, offers and a post to share.
// Its first state is one answer, popup.open (sent by popup-start.ts before this code loaded): the link, the
// site's campaign, the account and the channels, each part with its own error; the rest keeps working. Later
// changes and retries send the single messages.

import { useEffect, useMemo, useState } from 'preact/hooks';
import { AccountContext, keyHasScope } from '../../../components/account-context';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { lazyComponent } from '../../../components/lazy';
import { RetryNotice } from '../../../components/retry-notice';
import { useApi, useSend } from '../../../components/send-context';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { usePainted } from '../../../components/use-painted';
import { useRequest } from '../../../components/use-request';
import { CampaignSection } from '../../campaigns/ui/campaign-section';
import { watchAccountRecord } from '../../core/account/watch';
import { allChannels, CHANNELS_PER_REQUEST } from '../../core/all-channels';
import { ApiError, type Failure } from '../../core/api/errors';
import type { Campaign, Channel } from '../../core/api/schemas';
import { t, tParts } from '../../core/i18n';
import { channelOfLink, linkVerdict } from '../../core/link-verdict';
import type { LinkOptions } from '../../core/model';
import type { PopupOpenResponse, Result } from '../../protocol';
import { LinkBox } from './link-box';
import { LinkOptionsForm } from './link-options';
import { PageHost } from './page-host';
import { canCarryLink, type PageTarget } from './page-target';
import { unsupportedReason } from './page-url';
import { NoKeyNotice, PopupFooter } from './popup-footer';
import { requestOf, useLink } from './use-link';

// Shown after the link (offers) or only when asked (the post): loaded once the popup is on screen.
const SalesGlance = lazyComponent(() => import('../../sales/ui/sales-glance').then((m) => m.SalesGlance));
const OffersList = lazyComponent(() => import('../../deals/ui/offers-list').then((m) => m.OffersList));
const MonetizeForm = lazyComponent(() => import('./monetize-form').then((m) => m.MonetizeForm));

interface Props {
  page: PageTarget;
  /** The answer to popup.open for the page; null for a page that cannot carry a link (nothing is sent). */
  opened: Promise<PopupOpenResponse> | null;
  /** That answer when it had already arrived as the popup started: the first render shows it. */
  answered?: PopupOpenResponse;
  /** When it had not: what sits below the link waits for this (the answer, or a short wait). */
  later?: Promise<unknown>;
}

export function PopupApp({ page, opened, answered, later }: Props) {
  const url = canCarryLink(page.url) ? page.url : null;
  return (
    <main class="popup">
      <header class="popup-header">
        <h1>{t('popupAffiliateLinks')}</h1>
        {url && <PageHost url={url} />}
      </header>
      {/* A line at the top when sales are synced: what the publisher checks first, from the local copy. */}
      <SalesGlance />
      <RetryNotice />
      {url && opened ? (
        <LinkablePage url={url} title={page.title ?? ''} opened={opened} answered={answered} later={later} />
      ) : (
        // Nothing is sent for a page that cannot carry a link.
        <StatusMessage class="unsupported">{t('popupOpenShopPage', unsupportedReason(page.url))}</StatusMessage>
      )}
      <PopupFooter url={url} />
    </main>
  );
}

/**
 * Each part of the first answer on its own: a part's error (or the whole message's) rejects only that part. `now`
 * is a part's data when the answer was already at hand (`answered`), so that the first render shows it.
 */
function partsOf(opened: Promise<PopupOpenResponse>, answered: PopupOpenResponse | undefined) {
  const part = <T,>(pick: (answer: PopupOpenResponse) => Result<T>): { promise: Promise<T>; now?: T } => {
    const data = opened.then((answer) => {
      const result = pick(answer);
      if (!result.ok) throw ApiError.from(result.error);
      return result.data;
    });
    data.catch(() => {}); // reported where the part is shown
    const ready = answered && pick(answered);
    return { promise: data, now: ready?.ok ? ready.data : undefined };
  };
  return {
    link: part((a) => a.link),
    site: part((a) => a.site),
    account: part((a) => a.account),
    channels: part((a) => a.channels),
  };
}

interface LinkableProps {
  url: string;
  title: string;
  opened: Promise<PopupOpenResponse>;
  answered: PopupOpenResponse | undefined;
  later: Promise<unknown> | undefined;
}

function LinkablePage({ url, title, opened, answered, later }: LinkableProps) {
  const send = useSend();
  const { link, site, account, channels } = useFirstAnswer(url, opened, answered);
  const [postOpened, setPostOpened] = useState(false);
  // The link is the first frame; its options, the campaign, the offers and the post come in the next (issue 31).
  const painted = usePainted(later);

  const acct = account.data;
  const convertError = link.error === undefined ? null : toApiError(link.error);
  const noKey = acct?.keySet === false || convertError?.kind === 'no_key';
  // A key refused earlier explains a link not made yet; a link that failed otherwise (429, 500…) says why itself.
  const keyRefused =
    convertError?.kind === 'unauthorized' || (acct?.keyInvalid === true && !link.result && convertError === null);
  useRetryOnKeyChange(account, convertError, () => {
    link.convertNow();
    channels.reload();
  });
  const page = usePageCampaign(url, link, site, acct, channels.data?.data);

  if (noKey) return <NoKeyNotice />;

  const retryAll = () => {
    account.reload();
    site.reload();
    channels.reload();
    link.convertNow();
  };
  const linkOptions = link.choice ? optionsOf(requestOf(url, link.choice)) : null;
  const channelsError = channels.error === undefined ? null : toApiError(channels.error);

  return (
    <AccountContext.Provider value={acct}>
      {keyRefused && (
        <ErrorAlert
          error={
            convertError?.kind === 'unauthorized'
              ? convertError
              : {
                  kind: 'unauthorized',
                  status: 401,
                  message: t('popupKeyRefused'),
                }
          }
          onRetry={retryAll}
          accountHref="options.html#account"
        />
      )}
      <section class="panel" aria-labelledby="link-heading">
        <h2 id="link-heading" class="visually-hidden">
          {t('popupLink')}
        </h2>
        <LinkBox
          result={link.held ? undefined : link.result}
          error={link.error}
          busy={link.busy}
          onRetry={() => link.convertNow()}
          accessStatus={page.campaign?.access_status}
          outcome={page.verdict?.outcome ?? null}
          explainNoEarn={!page.campaignSays}
          showError={!keyRefused}
          onCopied={(copied, used) => {
            send('history.record', { url, link: copied, title, ...used }).catch(() => {});
          }}
          page={{ url, title }}
        />
        {painted && (
          <LinkOptionsForm
            choice={link.choice}
            waiting={link.busy}
            channels={channels.data?.data}
            channelsNote={channelsError && <ChannelsNote kind={channelsError.kind} message={channelsError.message} />}
            subIdsAllowed={page.campaign?.sub_ids_allowed}
            held={link.held}
            onChange={link.change}
            onSubmit={link.convertNow}
          />
        )}
      </section>
      {painted && (
        <>
          <CampaignPanels
            page={page}
            site={site}
            link={link}
            channels={channels.data?.data}
            allowedOffers={keyHasScope(acct, 'read:offers')}
          />
          <details class="panel post-panel" onToggle={(e) => e.currentTarget.open && setPostOpened(true)}>
            <summary>{t('popupPostWithYourLink')}</summary>
            {postOpened && <MonetizeForm url={url} initialTitle={title} options={linkOptions} />}
          </details>
        </>
      )}
    </AccountContext.Provider>
  );
}

/** The four requests of the popup, each starting from its part of popup.open's first answer. */
function useFirstAnswer(url: string, opened: Promise<PopupOpenResponse>, answered: PopupOpenResponse | undefined) {
  const send = useSend();
  const api = useApi();
  const first = useMemo(() => partsOf(opened, answered), [opened]);
  const link = useLink(send, url, first.link.promise, first.link.now);
  const site = useRequest(() => send('site.info', { url }), [send, url], true, first.site.promise, first.site.now);
  const account = useRequest(() => send('account.get', {}), [send], true, first.account.promise, first.account.now);
  // Asked again only on a retry (the first list came with popup.open; nothing has to match it).
  const channels = useRequest(
    () => allChannels((page) => api('listChannels', { page, per_page: CHANNELS_PER_REQUEST })),
    [send],
    true,
    first.channels.promise,
    first.channels.now,
  );
  return { link, site, account, channels };
}

type FirstAnswer = ReturnType<typeof useFirstAnswer>;

/**
 * A key saved, removed or refused elsewhere (the options page, the background) while the popup is open: reads the
 * account again, and once it holds a usable key, makes the link that a missing or refused key stopped (`retry`).
 */
function useRetryOnKeyChange(account: FirstAnswer['account'], convertError: Failure | null, retry: () => void) {
  const acct = account.data;
  const [keyChanges, setKeyChanges] = useState(0);
  useEffect(
    () =>
      watchAccountRecord(() => {
        account.reload();
        setKeyChanges((n) => n + 1);
      }),
    [account.reload],
  );
  useEffect(() => {
    if (keyChanges === 0 || !acct?.keySet || acct.keyInvalid) return;
    if (convertError?.kind === 'unauthorized' || convertError?.kind === 'no_key') retry();
  }, [acct]);
}

/** The page's campaign (from the index, else the details of the one the conversion named) and its verdict. */
function usePageCampaign(
  url: string,
  link: FirstAnswer['link'],
  site: FirstAnswer['site'],
  acct: FirstAnswer['account']['data'],
  channels: Channel[] | undefined,
) {
  const send = useSend();
  const api = useApi();
  const [requested, setRequested] = useState<number | null>(null);
  const indexed = site.data?.campaign ?? null;
  const named = indexed ? null : (link.result?.campaign ?? null);
  const siteSettled = site.data !== undefined || site.error !== undefined;
  const detail = useRequest<Campaign>(
    () => api('getCampaign', { id: named?.id ?? 0 }),
    [send, named?.id],
    named !== null && siteSettled && keyHasScope(acct, 'read:campaigns'),
  );
  const known = indexed ?? (named && detail.data?.id === named.id ? detail.data : null);
  const campaign = known && requested === known.id ? { ...known, access_status: 'pending' as const } : known;
  const verdict =
    campaign && link.choice
      ? linkVerdict(campaign, channelOfLink(channels, link.choice.channelId), url, link.choice.subIds)
      : null;
  // Whether the campaign section already says why the link will not earn (its verdict, "No campaign", or "not in
  // the campaign list"): the link box then does not say it a second time.
  const campaignSays =
    verdict !== null ||
    (!campaign && !named && site.data !== undefined) ||
    (named !== null && detail.error !== undefined && toApiError(detail.error).kind === 'not_found');
  return {
    campaign,
    named,
    detail,
    verdict,
    campaignSays,
    campaignId: campaign?.id ?? named?.id ?? null,
    setRequested,
  };
}

interface CampaignPanelsProps {
  page: ReturnType<typeof usePageCampaign>;
  site: FirstAnswer['site'];
  link: FirstAnswer['link'];
  channels: Channel[] | undefined;
  allowedOffers: boolean;
}

/** The campaign section, then the campaign's offers once there is a campaign. */
function CampaignPanels({ page, site, link, channels, allowedOffers }: CampaignPanelsProps) {
  const { campaign, named, detail, verdict, campaignId } = page;
  return (
    <>
      <section class="panel" aria-labelledby="campaign-heading">
        <h2 id="campaign-heading" class="visually-hidden">
          {t('commonCampaign')}
        </h2>
        <CampaignSection
          site={site}
          campaign={campaign}
          named={campaign ? null : named}
          detail={named ? detail : null}
          conversionDone={link.result !== undefined || link.error !== undefined}
          channels={channels}
          verdict={verdict}
          onRequested={(r) => page.setRequested(r.campaign_id)}
        />
      </section>
      {campaignId !== null && (
        <section class="panel" aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t('popupOffersAndCoupons')}</h2>
          {link.choice !== null || link.error !== undefined ? (
            <OffersList campaignId={campaignId} channelId={link.choice?.channelId ?? null} allowed={allowedOffers} />
          ) : (
            <LoadingMessage>{t('popupLoadingOffers')}</LoadingMessage>
          )}
        </section>
      )}
    </>
  );
}

function ChannelsNote({ kind, message }: { kind: string; message: string }) {
  if (kind === 'forbidden') {
    return (
      <StatusMessage class="scope-missing">
        {tParts('popupChannelsNeedScope', <code>{'read:channels'}</code>)}
      </StatusMessage>
    );
  }
  if (kind === 'unauthorized' || kind === 'no_key') return null;
  return <StatusMessage>{t('popupChannelsNotLoaded', message)}</StatusMessage>;
}

function optionsOf({ channelId, shorten, subIds }: Required<LinkOptions>): Required<LinkOptions> {
  return { channelId, shorten, subIds };
}
