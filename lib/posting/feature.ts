// Posting to the publisher's channels (issue 28): the destinations, Check connection, the Post dialog's prepared
// post, Post now to Telegram, and a copied WhatsApp or Copy only post recorded in the history. Every answer and
// failure has the bot tokens masked; no answer carries a token.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty, id, text } from '../core/background/request-parts';
import type * as Engine from './engine';
import { postSource } from './post-source-request';
import { masked } from './token-mask';

const destinationId = text(100);
const chat = text(200);
// The posting service is part of the publishing engine, loaded on its first use (lib/core/background/publishing.ts).
const posting = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'posting')).postingService(k);
const post = { destinationId, source: postSource, postId: text(100) };

export const postingFeature = defineFeature({
  name: 'posting',
  messages: {
    'destinations.list': message(empty, (_, k) => masked(async () => (await posting(k)).list())),
    'destinations.save': message(
      z.object({
        id: z.optional(destinationId),
        name: text(500),
        // A kind's id: posting checks it against the kinds it knows (lib/posting/kind-list.ts).
        sendsTo: text(40),
        botToken: z.optional(text(500)),
        secret: z.optional(text(2000)),
        chat,
        channelId: z.nullable(id),
        shorten: z.boolean(),
        template: text(4096),
        disclosure: text(200),
        addDisclosure: z.boolean(),
        hashtags: text(1000),
      }),
      (request, k) => masked(async () => (await posting(k)).save(request)),
    ),
    'destinations.delete': message(z.object({ id: destinationId }), (request, k) =>
      masked(async () => (await posting(k)).remove(request.id)),
    ),
    /** Check connection: the typed secret (or the saved one of `id`) and chat, as the destination's kind checks it
     * (Telegram: getMe, getChat, getChatMember). */
    'destinations.check': message(
      z.object({
        id: z.optional(destinationId),
        sendsTo: z.optional(text(40)),
        botToken: z.optional(text(500)),
        secret: z.optional(text(2000)),
        // A kind without a chat of its own (Discord's webhook names its channel) sends none.
        chat: z.optional(chat),
      }),
      (request, k) => masked(async () => (await posting(k)).check({ ...request, chat: request.chat ?? '' })),
    ),
    'posting.prepare': message(z.object(post), (request, k) => masked(async () => (await posting(k)).prepare(request))),
    /** Post now. `attemptId` names the press: asking again with it never posts twice. */
    'posting.send': message(
      z.object({
        ...post,
        attemptId: text(100),
        caption: text(20_000),
        // A card of at most 10 MB, as base64.
        card: z.nullable(text(14_000_000)),
        title: text(2000),
      }),
      (request, k) => masked(async () => (await posting(k)).send(request)),
    ),
    'posting.copied': message(z.object({ ...post, title: text(2000) }), (request, k) =>
      masked(async () => (await posting(k)).copied(request)),
    ),
  },
});
