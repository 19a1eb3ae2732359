// Discord as a destination kind, through the publisher's own webhook (no bot to host): the webhook URL kept like a
// token (storage.local, masked in everything that leaves the background, pages see its last four characters), Check
// connection with a GET on the webhook, Post now as an embed (send.ts), within Discord's limits (embed.ts,
// rate-limit.ts), and an ended deal's message edited with PATCH /webhooks/<id>/<token>/messages/<message id>.
import { localValidationError } from '../core/api/errors';
import { parsedText } from '../posting/caption-limits';
import type { Destination } from '../posting/destination';
import type { DestinationKind, KindDeps, KindInput, KindRuntime } from '../posting/kind';
import { createDiscordClient, DiscordRefusal } from './client';
import { endedEmbedOf } from './embed';
import { sendToDiscord, webhookOf } from './send';
import { discordBase, discordPermission, parseWebhook, type Webhook, webhookUrl } from './webhook';
import { say } from './words';

interface WebhookAnswer {
  name?: string | null;
  channel_id?: string;
  guild_id?: string | null;
}

export const discordKind: DestinationKind = {
  id: 'discord',
  takesImages: true,
  // The URL, and its token alone (a request's address with another base holds only that part).
  secretsOf: (d) => [d.secret ?? null, parseWebhook(d.secret ?? '')?.token ?? null],
  settle,
  start,
};

/** The webhook URL to keep: the one pasted (in its one form), else the saved one. */
function settle(input: KindInput, before: Destination | undefined) {
  const typed = input.secret?.trim() ?? '';
  if (!typed) {
    const saved = before?.sendsTo === 'discord' ? before.secret : null;
    if (!saved) throw localValidationError('secret', say('discordWebhookRequired'));
    return { botToken: null, secret: saved, chat: before?.chat ?? '' };
  }
  const webhook = parseWebhook(typed);
  if (!webhook) throw localValidationError('secret', say('discordWebhookInvalid'));
  const secret = webhookUrl(webhook);
  // The channel is learned from Discord (Check connection, the first post), kept while the webhook stays the same.
  return { botToken: null, secret, chat: before?.secret === secret ? before.chat : '' };
}

function start(deps: KindDeps): KindRuntime {
  const { services } = deps;
  const client = createDiscordClient({ fetch: services.fetch, now: services.now, sleep: deps.sleep });
  const describe = (webhook: Webhook) => client.request<WebhookAnswer>(webhook, 'GET');
  return {
    permission: async () => ({ origin: discordPermission(await discordBase()), refused: say('discordNoPermission') }),
    check: async (d) => {
      const answer = await describe(webhookOf(d)).catch(unwrap);
      return {
        bot: answer.name || say('sendsToDiscord'),
        chat: say('discordChannel', answer.channel_id ?? '?'),
        chatUsername: answer.guild_id ?? null,
      };
    },
    send: (destination, made, request) =>
      sendToDiscord(
        {
          client,
          attempts: deps.attempts,
          now: services.now,
          record: (link, result) => deps.record(link, result, request.title),
          // The server's id is learned once (Check connection, or here before the first post) and kept.
          guildOf: async (d, webhook) => {
            if (d.chatUsername) return d.chatUsername;
            const answer = await describe(webhook);
            const guild = answer.guild_id ?? null;
            if (guild) await deps.learned(d.id, { chatUsername: guild, chat: answer.channel_id ?? d.chat });
            return guild;
          },
        },
        destination,
        made,
        request,
      ),
    markEnded: async (destination, post, mark) => {
      const embed = endedEmbedOf({ title: post.title, text: parsedText(post.firstHtml), link: post.link }, mark);
      await client
        .request(webhookOf(destination), 'PATCH', `/messages/${encodeURIComponent(String(post.messageId))}`, {
          json: { embeds: [embed], attachments: [] },
        })
        .catch(unwrap);
    },
  };
}

/** A refusal as the failure the person reads. */
function unwrap(error: unknown): never {
  throw error instanceof DiscordRefusal ? error.failure : error;
}
