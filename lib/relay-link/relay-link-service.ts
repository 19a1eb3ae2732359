// Options -> Relay's work in the background: Check connection (the relay's `/v1/me`, then the connection kept),
// Disconnect, the team's members and Invite member. The member code is remembered by the mask (key-mask.ts) as soon
// as it is read, so no answer or log carries it.
import { localValidationError } from '../core/api/errors';
import { type Kernel, perBackground } from '../core/background/kernel';
import { rememberKey } from '../core/background/key-mask';
import { t } from '../core/i18n';
import { parseRelayAddress } from './relay-address';
import { readInvited, readMe, readMembers } from './relay-answers';
import { callOf, connectionOf } from './relay-call';
import { relayRequest } from './relay-client';
import { RELAY_SENT_ALARM, type RelayConnection, relayConnectionRecord } from './relay-connection';
import { createRelayHistory } from './relay-history';
import { createRelayQueue } from './relay-queue';

/** Minutes between two reads of the relay's sent posts for History while the browser runs. */
const SENT_EVERY_MINUTES = 15;

/** What a page learns of the connection: never the code, only its last four characters. */
function statusOf(connection: RelayConnection | null) {
  if (!connection) return { connected: false as const };
  const { address, team, member, code } = connection;
  return { connected: true as const, address, codeTail: `••••${code.slice(-4)}`, team: team.name, member };
}
export type RelayStatus = ReturnType<typeof statusOf>;

function createRelayLink(k: Kernel) {
  const history = createRelayHistory(k);
  const queue = createRelayQueue(k, history);

  async function connect(request: { address: string; code: string }): Promise<RelayStatus> {
    const address = parseRelayAddress(request.address);
    if (!address) throw localValidationError('address', t('relayAddressInvalid'));
    const code = request.code.trim();
    if (code.length < 8) throw localValidationError('code', t('relayCodeMissing'));
    rememberKey(code);
    const me = await relayRequest({ fetch: k.fetch, address, code }, 'GET', '/me', readMe);
    const before = await relayConnectionRecord.get();
    const same = before?.address === address && before.member.id === me.member.id;
    const connection: RelayConnection = {
      address,
      code,
      team: me.team,
      member: me.member,
      // History takes the posts the relay sends from now on (and keeps its place when the same member checks again).
      sentSince: same ? before.sentSince : k.now(),
      sentIdsAt: same ? before.sentIdsAt : [],
    };
    await relayConnectionRecord.set(connection);
    await k.browser.alarms.create(RELAY_SENT_ALARM, { periodInMinutes: SENT_EVERY_MINUTES });
    return statusOf(connection);
  }

  async function disconnect(): Promise<RelayStatus> {
    await history.idle();
    await relayConnectionRecord.remove();
    await k.browser.alarms.clear(RELAY_SENT_ALARM);
    return statusOf(null);
  }

  async function members() {
    const connection = await connectionOf();
    return (await relayRequest(callOf(k, connection), 'GET', '/members', readMembers)).members;
  }

  /** A new member: their code is in this answer once (the relay keeps only its hash), never stored here. */
  async function invite(request: { name: string; role: 'editor' | 'contributor' }) {
    const name = request.name.trim();
    if (!name) throw localValidationError('name', t('relayMemberNameMissing'));
    const connection = await connectionOf();
    const answer = await relayRequest(callOf(k, connection), 'POST', '/members', readInvited, {
      name,
      role: request.role,
    });
    return { member: answer.member, code: answer.code, members: await members() };
  }

  return {
    status: async () => statusOf(await relayConnectionRecord.get()),
    connect,
    disconnect,
    members,
    invite,
    queue,
    syncSent: history.sync,
  };
}

export const relayLinkService = perBackground(createRelayLink);
