// The team's destinations: every member lists them (the token as its masked tail only); the owner adds and changes
// them. A new token and chat are checked with Telegram first (getMe, getChat), so a typo is a 400, not a failed post.
import { Hono } from 'hono';
import { TelegramNoAnswer, TelegramRefusal } from '../../../lib/posting/telegram-client';
import type { Relay } from '../../context';
import { scheduleDigest } from '../../posts/digest-job';
import { audit } from '../../team/audit';
import {
  addDestination,
  destinationView,
  findDestination,
  listDestinations,
  updateDestination,
} from '../../team/destinations';
import { must } from '../../team/roles';
import { readBody } from '../body';
import type { RelayEnv } from '../env';
import { invalid, notFound, RelayError } from '../errors';
import { DestinationChangesBody, NewDestinationBody } from '../schemas';

async function checkWithTelegram(relay: Relay, token: string, chat: string): Promise<void> {
  try {
    await relay.telegram(token, 'getMe', {});
    await relay.telegram(token, 'getChat', { chat_id: chat });
  } catch (error) {
    if (error instanceof TelegramRefusal) {
      throw invalid(`Telegram refused the token or chat: ${error.code} ${error.description}`, { field: 'botToken' });
    }
    if (error instanceof TelegramNoAnswer) {
      throw new RelayError(502, 'telegram_unreachable', 'Telegram could not be reached; try again.');
    }
    throw error;
  }
}

export function destinationRoutes(relay: Relay) {
  const app = new Hono<RelayEnv>();
  app.get('/destinations', async (c) => {
    const { team } = c.get('who');
    return c.json({ destinations: (await listDestinations(relay.db.pool, team.id)).map(destinationView) });
  });
  app.post('/destinations', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage destinations');
    const body = await readBody(c, NewDestinationBody);
    await checkWithTelegram(relay, body.botToken, body.chat);
    const destination = await relay.db.transaction(async (sql) => {
      const now = relay.clock.now();
      const added = await addDestination(sql, relay.sealer, team.id, body, now);
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'destination.added',
        subject: added.id,
        detail: { name: added.name, chat: added.chat },
        at: now,
      });
      return added;
    });
    await scheduleDigest(relay.boss, destination, team.timeZone);
    return c.json({ destination: destinationView(destination) }, 201);
  });
  app.patch('/destinations/:id', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage destinations');
    const changes = await readBody(c, DestinationChangesBody);
    const current = await findDestination(relay.db.pool, team.id, c.req.param('id'));
    if (!current) throw notFound('destination');
    if (changes.botToken || changes.chat) {
      const token = changes.botToken ?? relay.sealer.open(current.tokenSealed, current.id);
      await checkWithTelegram(relay, token, changes.chat ?? current.chat);
    }
    const destination = await relay.db.transaction(async (sql) => {
      const updated = await updateDestination(sql, relay.sealer, current, changes);
      const { botToken: _token, ...shown } = changes;
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'destination.changed',
        subject: current.id,
        detail: { ...shown, tokenChanged: Boolean(changes.botToken) },
        at: relay.clock.now(),
      });
      return updated;
    });
    await scheduleDigest(relay.boss, destination, team.timeZone);
    return c.json({ destination: destinationView(destination) });
  });
  return app;
}
