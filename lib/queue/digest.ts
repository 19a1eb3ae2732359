// The daily digest: one message listing the day's posted deals that still earn, split into as many messages as
// Telegram's 4,096-character limit needs (counted as Telegram counts, after HTML parsing). A line never splits.
import { escapeHtml, MESSAGE_TEXT_MAX, telegramLength } from '../posting/caption-limits';

export interface DigestLine {
  title: string;
  link: string;
}

export function digestTexts(heading: string, lines: readonly DigestLine[], max = MESSAGE_TEXT_MAX): string[] {
  const texts: string[] = [];
  let current = escapeHtml(heading.trim());
  for (const line of lines) {
    const title = line.title.trim().replace(/\s+/g, ' ') || line.link;
    let html = escapeHtml(`• ${title}\n${line.link}`);
    // A line longer than a whole message keeps its link and as much of its title as fits.
    if (telegramLength(html) > max) {
      const room = Math.max(0, max - line.link.length - 4);
      html = escapeHtml(`• ${title.slice(0, room)}…\n${line.link}`);
    }
    const joined = current ? `${current}\n\n${html}` : html;
    if (telegramLength(joined) <= max) current = joined;
    else {
      if (current) texts.push(current);
      current = html;
    }
  }
  if (current && lines.length > 0) texts.push(current);
  return texts;
}
