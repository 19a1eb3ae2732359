// One post to Telegram, as the extension sends a post without a card: the caption in HTML with the disclosure
// first, and a "Buy now" button carrying the link.
import { planTexts, withDisclosure } from '../../lib/posting/caption-limits';
import type { TelegramCall } from '../../lib/posting/telegram-client';
import { type Destination, disclosureOf } from '../team/destinations';
import type { Post } from './post-row';

interface SentMessage {
  message_id: number;
  chat: { id: number; username?: string };
}

export interface Sent {
  messageId: number;
  postUrl: string | null;
  firstHtml: string;
}

export function postHtml(destination: Destination, post: Pick<Post, 'caption' | 'title' | 'link'>): string {
  const disclosure = disclosureOf(destination);
  const caption = withDisclosure(post.caption, disclosure);
  return planTexts(caption, { photo: false, title: post.title, link: post.link, disclosure }).first;
}

export async function sendToTelegram(
  call: TelegramCall,
  token: string,
  destination: Destination,
  post: Post,
): Promise<Sent> {
  const html = postHtml(destination, post);
  const sent = await call<SentMessage>(token, 'sendMessage', {
    chat_id: destination.chat,
    text: html,
    parse_mode: 'HTML',
    reply_markup: { inline_keyboard: [[{ text: 'Buy now', url: post.link }]] },
  });
  const username = sent.chat.username ?? (destination.chat.startsWith('@') ? destination.chat.slice(1) : null);
  return {
    messageId: sent.message_id,
    postUrl: username ? `https://t.me/${encodeURIComponent(username)}/${sent.message_id}` : null,
    firstHtml: html,
  };
}
