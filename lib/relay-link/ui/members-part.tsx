// The owner's part of Options -> Relay: the team's Members (name, role, sub ID tag) and Invite member, whose answer
// shows the new member's code this once (the relay keeps only its hash; this page forgets it when it closes).
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { DataTable } from '../../../components/list/data-table';
import { ListState } from '../../../components/list/table-parts';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';
import { roleWord } from './role-words';

type Member = ResponseOf<'relay.members'>[number];

export function MembersPart() {
  const send = useSend();
  const members = useRequest(() => send('relay.members', {}), []);
  const [name, setName] = useState('');
  const [role, setRole] = useState<'editor' | 'contributor'>('contributor');
  const [invited, setInvited] = useState<{ name: string; code: string } | null>(null);
  const [failure, setFailure] = useState<unknown>();

  async function invite(e: Event) {
    e.preventDefault();
    setFailure(undefined);
    setInvited(null);
    try {
      const answer = await send('relay.invite', { name, role });
      setInvited({ name: answer.member.name, code: answer.code });
      setName('');
      members.reload();
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <div class="stack">
      <ListState
        loading={members.loading}
        error={members.error}
        count={members.data?.length}
        noun={t('relayMembers')}
        loadingText={t('relayMembersLoading')}
        onRetry={members.reload}
      />
      {members.data && members.data.length > 0 && (
        <DataTable<Member>
          label={t('relayMembers')}
          titled
          class="data-table"
          rows={members.data}
          rowKey={(m) => m.id}
          columns={[
            { label: t('relayColName'), rowHeader: true, cell: (m) => m.name },
            { label: t('relayColRole'), cell: (m) => roleWord(m.role) },
            { label: t('relayColSubId'), cell: (m) => <code>{m.subId}</code> },
          ]}
        />
      )}
      <form class="stack" onSubmit={invite}>
        <div class="field">
          <label for="relay-new-name">{t('relayNewMemberName')}</label>
          <input id="relay-new-name" type="text" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="relay-new-role">{t('relayNewMemberRole')}</label>
          <select
            id="relay-new-role"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value === 'editor' ? 'editor' : 'contributor')}
          >
            <option value="contributor">{t('relayRoleContributor')}</option>
            <option value="editor">{t('relayRoleEditor')}</option>
          </select>
        </div>
        <div class="actions">
          <button type="submit">{t('relayInviteMember')}</button>
        </div>
      </form>
      {failure !== undefined && <ErrorAlert error={failure} />}
      {invited && (
        <StatusMessage>
          {t('relayInvited', invited.name)} <code>{invited.code}</code>
        </StatusMessage>
      )}
    </div>
  );
}
