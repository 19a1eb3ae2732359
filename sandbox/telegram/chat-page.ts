// The fake chats as a page (`/telegram`): each chat's messages in order, photos shown, captions as Telegram would show
// them (the text after entity parsing, so an escaped `<b>` reads as `<b>`), the buttons, edited and deleted marks.
import { Hono } from 'hono';
import { TELEGRAM_FIXTURES } from './fixtures';
import type { PostedMessage, TelegramSandbox } from './state';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function buttons(markup: unknown): string {
  const rows = (markup as { inline_keyboard?: { text?: string; url?: string }[][] } | null)?.inline_keyboard ?? [];
  const links = rows.flat().map((b) => {
    const safe = typeof b.url === 'string' && /^https?:\/\//i.test(b.url) ? b.url : '#';
    return `<a class="button" href="${escapeText(safe)}" rel="noopener noreferrer">${escapeText(b.text ?? '')}</a>`;
  });
  return links.length ? `<div class="buttons">${links.join('')}</div>` : '';
}

/** Where Telegram would show its link preview: the page it previews (the sandbox fetches nothing). */
function previewHtml(options: unknown): string {
  const o = options && typeof options === 'object' ? (options as Record<string, unknown>) : null;
  if (!o || o.is_disabled === true || typeof o.url !== 'string') return '';
  const size = o.prefer_large_media ? 'large' : 'small';
  const where = o.show_above_text ? 'above the text' : 'under the text';
  return `<p class="preview">Link preview (${size}, ${where}): ${escapeText(o.url)}</p>`;
}

function messageHtml(m: PostedMessage): string {
  const photo = m.photo
    ? `<img alt="Photo ${m.message_id}" src="/telegram/photo/${m.chatId}/${m.message_id}.png" width="${Math.min(m.photo.width, 480)}">`
    : '';
  const preview = previewHtml(m.linkPreview);
  const marks = [m.edited ? 'edited' : '', m.deleted ? 'deleted' : ''].filter(Boolean).join(', ');
  return `<article class="message${m.deleted ? ' deleted' : ''}" id="m-${m.chatId}-${m.message_id}">
  <header>#${m.message_id} · ${escapeText(new Date(m.date * 1000).toISOString())} · @${escapeText(m.botUsername)}${marks ? ` · ${marks}` : ''}${m.replyTo ? ` · reply to #${m.replyTo}` : ''}</header>
  ${photo}${preview}<p class="text">${escapeText(m.text)}</p>${buttons(m.replyMarkup)}
</article>`;
}

/** The whole page as HTML (also written by the demo to demo-output/). Photos inline as data: URLs when `inline`. */
export function chatPageHtml(tg: TelegramSandbox, { inline = false } = {}): string {
  const chats = tg.chats.map((chat) => {
    const messages = tg.messages.filter((m) => m.chatId === chat.id);
    const body = messages.length
      ? messages
          .map((m) => {
            const html = messageHtml(m);
            if (!inline || !m.photo) return html;
            const data = `data:image/png;base64,${Buffer.from(m.photo.bytes).toString('base64')}`;
            return html.replace(`/telegram/photo/${m.chatId}/${m.message_id}.png`, data);
          })
          .join('\n')
      : '<p class="empty">No messages yet.</p>';
    return `<section><h2>${escapeText(chat.title)} <small>${chat.username ? `@${escapeText(chat.username)}` : escapeText(String(chat.id))}</small></h2>${body}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Telegram</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;background:#e6ebee;margin:0;padding:16px}
section{max-width:560px;margin:0 auto 24px}
h2 small{font-weight:normal;color:#555}
.message{background:#fff;border-radius:12px;padding:10px 12px;margin:10px 0;box-shadow:0 1px 2px #0002}
.message img{display:block;max-width:100%;height:auto;border-radius:8px;margin-bottom:6px}
.message header{font-size:12px;color:#667}
.text{white-space:pre-wrap;margin:4px 0}
.deleted{opacity:.45}
.buttons a{display:block;text-align:center;padding:6px;border-radius:8px;background:#e8f1fb;color:#1565c0;text-decoration:none;margin-top:4px}
</style></head><body><h1>Sandbox Telegram</h1>${chats.join('\n')}</body></html>`;
}

export function chatPageRoutes(tg: TelegramSandbox): Hono {
  const app = new Hono();
  app.get('/', (c) => c.html(chatPageHtml(tg)));
  app.get('/photo/:chat/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.png$/, ''));
    const m = tg.messages.find((x) => String(x.chatId) === c.req.param('chat') && x.message_id === id);
    if (!m?.photo) return c.text('Not found', 404);
    return c.body(m.photo.bytes as unknown as ArrayBuffer, 200, { 'Content-Type': 'image/png' });
  });
  return app;
}

/** What was posted, for tests and tools (photo bytes left out: their size and dimensions instead). */
export function postedJson(tg: TelegramSandbox) {
  return tg.messages.map(({ photo, ...m }) => ({
    ...m,
    photo: photo ? { width: photo.width, height: photo.height, size: photo.bytes.length } : null,
  }));
}

export function telegramControlRoutes(tg: TelegramSandbox): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ data: { posts: postedJson(tg), calls: tg.calls, bots: tg.bots } }));
  app.post('/too-many', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { count?: unknown; retry_after?: unknown };
    const count = typeof body.count === 'number' && body.count > 0 ? Math.floor(body.count) : 1;
    const retryAfter = typeof body.retry_after === 'number' && body.retry_after >= 0 ? Math.floor(body.retry_after) : 1;
    tg.tooMany(count, retryAfter);
    return c.json({ data: { count, retry_after: retryAfter } });
  });
  app.post('/fault', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { kind?: unknown; to?: unknown };
    const to = typeof body.to === 'number' ? body.to : TELEGRAM_FIXTURES.privateChatId;
    if (body.kind === 'error-after-post' || body.kind === 'kicked') tg.fault({ kind: body.kind });
    else if (body.kind === 'migrated') tg.fault({ kind: 'migrated', to });
    else return c.json({ error: 'kind must be error-after-post, kicked or migrated' }, 422);
    return c.json({ data: { kind: body.kind } });
  });
  app.post('/hold', (c) => {
    tg.hold();
    return c.json({ data: { holding: true } });
  });
  app.post('/release', (c) => {
    tg.release();
    return c.json({ data: { holding: false } });
  });
  return app;
}
