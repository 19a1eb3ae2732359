// What the toolbar button shows for a site's campaign: badge text, badge colour and tooltip. Pure.
import type { Campaign } from '../core/api/schemas';
import { type MessageKey, t } from '../core/i18n';
import { accessStatusWord } from '../core/status-words';

export interface BadgeLook {
  /** '' shows no badge. */
  text: string;
  /** Badge background, `#rrggbb`. */
  color: string;
  title: string;
}

/**
 * Per access status: badge text and colour, the status word the popup and options pages show (ui-contract:
 * "Access status") and what it means for links. Messages are looked up when a look is built.
 */
const EARN = { text: '✓', color: '#15803d' };
const LOOKS: Partial<Record<string, { text: string; color: string; hint: MessageKey }>> = {
  open: { ...EARN, hint: 'bgHintOpen' },
  approved: { ...EARN, hint: 'bgHintApproved' },
  not_applied: { text: '+', color: '#b45309', hint: 'bgHintNotApplied' },
  pending: { text: '…', color: '#4b6584', hint: 'bgHintPending' },
  // The list does not say when the 3-month cooldown ends, so this state is shown as it is rather than as
  // "request access"; the popup's Request access answers with the re-apply date when it is too early.
  rejected: { text: '!', color: '#c2410c', hint: 'bgHintRejected' },
  blocked: { text: '✕', color: '#b91c1c', hint: 'bgHintBlocked' },
};
const UNKNOWN = { text: '?', color: '#6b7280' };
const NONE_COLOR = '#6b7280';

/** The look for a site's campaign; for no campaign, no badge and `defaultTitle` (the extension's name). */
export function badgeFor(campaign: Campaign | null, defaultTitle = ''): BadgeLook {
  if (!campaign) return { text: '', color: NONE_COLOR, title: defaultTitle };
  const status = campaign.access_status;
  const look = Object.hasOwn(LOOKS, status) ? LOOKS[status] : undefined;
  if (!look) return { ...UNKNOWN, title: t('bgBadgeTitleUnknownStatus', campaign.name, status) };
  return {
    text: look.text,
    color: look.color,
    title: t('bgBadgeTitle', campaign.name, accessStatusWord(status), t(look.hint)),
  };
}

/** Shown for about 2 seconds after a link was copied. */
export function copiedLook(link: string, affiliated: boolean): BadgeLook {
  return affiliated
    ? { text: t('bgBadgeCopied'), color: '#15803d', title: t('bgBadgeTitleCopied', link) }
    : { text: t('bgBadgeCopiedNoEarn'), color: '#b45309', title: t('bgBadgeTitleCopiedNoEarn', link) };
}

/** Shown after a copy failed, with the reason in the tooltip. */
export function failedLook(reason: string): BadgeLook {
  return { text: t('bgBadgeFailed'), color: '#b91c1c', title: t('bgBadgeTitleNotCopied', reason) };
}
