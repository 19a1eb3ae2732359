// `#relay`: the team relay. Relay address, Member code and Check connection (the relay's answer in a status naming
// the team and this member's role, or an alert saying what to do); once connected, Disconnect and, for the team's
// owner, the Members table with Invite member. The member code goes to the background and is never shown again.
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { ApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';
import { parseRelayAddress, relayPermission } from '../relay-address';
import { MembersPart } from './members-part';
import { roleWord } from './role-words';

type Status = ResponseOf<'relay.status'>;

export function RelaySection() {
  const send = useSend();
  const status = useRequest(() => send('relay.status', {}), []);
  return (
    <Section id="relay" title={t('relayTitle')}>
      <p class="hint">{t('relayIntro')}</p>
      {status.data === undefined ? (
        status.error !== undefined ? (
          <ErrorAlert error={status.error} onRetry={status.reload} />
        ) : (
          <LoadingMessage>{t('relayChecking')}</LoadingMessage>
        )
      ) : (
        <RelayForm initial={status.data} />
      )}
    </Section>
  );
}

function RelayForm({ initial }: { initial: Status }) {
  const send = useSend();
  const [status, setStatus] = useState<Status>(initial);
  const [address, setAddress] = useState(initial.connected ? initial.address : '');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<'connected' | 'disconnected' | null>(null);

  async function check(e: Event) {
    e.preventDefault();
    const parsed = parseRelayAddress(address);
    // Asked inside the click; a host already allowed answers at once.
    let allowed: Promise<boolean> = Promise.resolve(true);
    try {
      if (parsed) allowed = browser.permissions.request({ origins: [relayPermission(parsed)] }).catch(() => false);
    } catch {
      allowed = Promise.resolve(false);
    }
    setBusy(true);
    setFailure(undefined);
    setSaid(null);
    try {
      if (!(await allowed)) {
        const host = new URL(parsed as string).host;
        throw new ApiError({ kind: 'no_permission', origin: host, message: t('relayPermissionRefused', host) });
      }
      setStatus(await send('relay.connect', { address, code }));
      setCode('');
      setSaid('connected');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    setFailure(undefined);
    try {
      setStatus(await send('relay.disconnect', {}));
      setSaid('disconnected');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="stack">
      <form class="stack" onSubmit={check} noValidate>
        <div class="field">
          <label for="relay-address">{t('relayAddress')}</label>
          <input
            id="relay-address"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellcheck={false}
            value={address}
            onInput={(e) => setAddress(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="relay-code">{t('relayMemberCode')}</label>
          <input
            id="relay-code"
            type="password"
            autoComplete="off"
            value={code}
            placeholder={status.connected ? status.codeTail : ''}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
        </div>
        <div class="actions">
          <button type="submit" disabled={busy}>
            {t('relayCheckConnection')}
          </button>
          {status.connected && (
            <button type="button" disabled={busy} onClick={disconnect}>
              {t('relayDisconnect')}
            </button>
          )}
        </div>
      </form>
      {busy && <LoadingMessage>{t('relayChecking')}</LoadingMessage>}
      {failure !== undefined && <ErrorAlert error={failure} />}
      {status.connected && (
        <StatusMessage>
          {said === 'connected' || said === null
            ? t('relayConnected', status.team, status.member.name, roleWord(status.member.role))
            : null}{' '}
          {t('relayConnectedAt', status.address, status.codeTail, status.member.subId)}
        </StatusMessage>
      )}
      {!status.connected && said === 'disconnected' && <StatusMessage>{t('relayDisconnected')}</StatusMessage>}
      {status.connected && status.member.role === 'owner' && <MembersPart key={status.address} />}
    </div>
  );
}
