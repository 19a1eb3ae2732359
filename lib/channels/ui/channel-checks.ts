// Checks made before a channel is sent, worded for the form. Nothing typed is ever changed or cut.
import { CHANNEL_NAME_MAX } from '../../core/api/limits';
import { t } from '../../core/i18n';
import { parseWebUrl, webUrlProblem } from '../../core/web-url';

export interface ChannelFieldErrors {
  name?: string;
  source_url?: string;
}

/** Characters as a person counts them: Unicode code points, so an emoji counts once. */
export function characterCount(text: string): number {
  return [...text].length;
}

export function checkChannelName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('apiChannelNameRequired');
  const count = characterCount(trimmed);
  if (count > CHANNEL_NAME_MAX) {
    return t('optionsChannelNameTooLong', CHANNEL_NAME_MAX, count, count - CHANNEL_NAME_MAX);
  }
  return undefined;
}

export function checkSourceUrl(sourceUrl: string): string | undefined {
  const trimmed = sourceUrl.trim();
  if (trimmed === '') return t('optionsSourceUrlRequired');
  if (parseWebUrl(trimmed)) return undefined;
  if (webUrlProblem(trimmed) === 'user_info') return t('optionsSourceUrlHasUserInfo', trimmed);
  // Not a web address: say why.
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return t('optionsSourceUrlIncomplete', trimmed);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return t('optionsSourceUrlScheme', trimmed, url.protocol);
  }
  return t('optionsSourceUrlIncomplete', trimmed);
}

/** The errors of a whole form; `checkUrl` is false where the source URL is not being sent. */
export function checkChannelFields(fields: { name: string; source_url: string }, checkUrl = true): ChannelFieldErrors {
  const errors: ChannelFieldErrors = {};
  const name = checkChannelName(fields.name);
  if (name) errors.name = name;
  if (checkUrl) {
    const url = checkSourceUrl(fields.source_url);
    if (url) errors.source_url = url;
  }
  return errors;
}

export function hasErrors(errors: ChannelFieldErrors): boolean {
  return Boolean(errors.name || errors.source_url);
}
