// A relay member's role in the words the page shows (UI contract: `Owner`, `Editor`, `Contributor`).
import { type MessageKey, t } from '../../core/i18n';
import type { RelayRole } from '../relay-connection';

const ROLE: Record<RelayRole, MessageKey> = {
  owner: 'relayRoleOwner',
  editor: 'relayRoleEditor',
  contributor: 'relayRoleContributor',
};

export const roleWord = (role: RelayRole): string => t(ROLE[role]);
