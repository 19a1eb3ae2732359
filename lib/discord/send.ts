// Post now to Discord: one press, one post. The attempt is stored before Discord is asked (lib/posting's attempts);
// the embed carries the title, the caption with the disclosure first, the link as its URL and the card as its image
// (an attachment of the same request). `?wait=true` makes Discord answer with the message, whose id the post keeps
// (History's link, the edit of an ended deal).
import { ApiError, localValidationError } from '../core/api/errors';
import { withDisclosure } from '../posting/caption-limits';
import type { Destination } from '../posting/destination';
import { multipartBody } from '../posting/multipart';
import { base64ToBytes, photoProblem } from '../posting/png';
import type { PostAttempts, PostResult } from '../posting/post-attempts';
import type { PostLink, SendRequest } from '../posting/send-post';
import { type DiscordClient, DiscordRefusal } from './client';
import { DescriptionTooLong, embedOf } from './embed';
import { parseWebhook, type Webhook } from './webhook';
import { say } from './words';

export interface DiscordMessage {
  id: string;
  channel_id: string;
}

export interface DiscordSendDeps {
  client: DiscordClient;
  attempts: PostAttempts;
  now: () => number;
  record: (link: PostLink, result: PostResult) => Promise<unknown>;
  /** The webhook's server, for the message's link (null when Discord would not say). */
  guildOf: (destination: Destination, webhook: Webhook) => Promise<string | null>;
}

const CARD = 'deal-card.png';

export function webhookOf(destination: Pick<Destination, 'secret'>): Webhook {
  const webhook = parseWebhook(destination.secret ?? '');
  if (!webhook) throw localValidationError('secret', say('discordWebhookRequired'));
  return webhook;
}

/** `https://discord.com/channels/<server>/<channel>/<message>`: opens the message for a member of the server. */
export function messageUrl(guild: string | null, message: DiscordMessage): string | null {
  return guild ? `https://discord.com/channels/${guild}/${message.channel_id}/${message.id}` : null;
}

export async function sendToDiscord(
  deps: DiscordSendDeps,
  destination: Destination,
  made: () => Promise<PostLink>,
  request: SendRequest,
): Promise<PostResult> {
  const earlier = await deps.attempts.find(request.attemptId);
  if (earlier?.state === 'sent') return earlier.result;
  if (earlier?.state === 'sending') {
    throw new ApiError({ kind: 'outcome_unknown', message: say('discordOutcomeUnknown', destination.name) });
  }
  const webhook = webhookOf(destination);
  const link = await made();
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  const card = request.card === null ? null : base64ToBytes(request.card);
  if (card && photoProblem(card)) throw localValidationError('card', say('discordRefused', 400));
  let embed: ReturnType<typeof embedOf>;
  try {
    embed = embedOf({
      title: request.title,
      caption: withDisclosure(request.caption, disclosure),
      link: link.link,
      image: card ? `attachment://${CARD}` : null,
    });
  } catch (error) {
    if (error instanceof DescriptionTooLong) {
      throw localValidationError('caption', say('discordCaptionTooLong', error.length, error.max));
    }
    throw error;
  }
  const payload = { embeds: [embed], allowed_mentions: { parse: [] } };
  const guild = await deps.guildOf(destination, webhook).catch(() => null);

  // Stored before Discord is asked: from here on, this press can never send a second post.
  await deps.attempts.put({ id: request.attemptId, at: deps.now(), state: 'sending', messageId: null });
  let message: DiscordMessage;
  try {
    message = await deps.client.request<DiscordMessage>(
      webhook,
      'POST',
      '?wait=true',
      card
        ? (() => {
            const form = multipartBody([
              { name: 'payload_json', value: JSON.stringify({ ...payload, attachments: [{ id: 0, filename: CARD }] }) },
              { name: 'files[0]', file: card, filename: CARD, type: 'image/png' },
            ]);
            return { form: form.body, contentType: form.contentType };
          })()
        : { json: payload },
    );
  } catch (error) {
    // Refused (4xx, a 429 too long to wait): nothing was posted, the same press may try again. No answer: it may be
    // in the channel, the attempt stays `sending`.
    if (error instanceof DiscordRefusal) {
      await deps.attempts.put({ id: request.attemptId, at: deps.now(), state: 'failed' });
      throw error.failure;
    }
    throw error;
  }
  const result: PostResult = {
    destinationId: destination.id,
    destinationName: destination.name,
    messageId: message.id,
    followUpId: null,
    postUrl: messageUrl(guild, message),
    followUpProblem: null,
  };
  await deps.attempts.put({ id: request.attemptId, at: deps.now(), state: 'sent', result });
  await deps
    .record(link, result)
    .catch((error: unknown) => console.warn('The post could not be recorded in History', error));
  return result;
}
