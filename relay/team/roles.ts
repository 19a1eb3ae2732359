// What each role may do. The owner holds the destinations and their tokens; an editor runs the queue (approve, edit,
// reschedule, remove); a contributor adds posts, which always wait for an editor's approval.
import { forbidden } from '../http/errors';

export const ROLES = ['owner', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | 'manage destinations'
  | 'manage members'
  | 'run the queue'
  | 'read the audit log'
  | 'post without approval'
  | 'record earnings';

const GRANTS: Record<Role, readonly Permission[]> = {
  owner: [
    'manage destinations',
    'manage members',
    'run the queue',
    'read the audit log',
    'post without approval',
    'record earnings',
  ],
  editor: ['run the queue', 'post without approval', 'record earnings'],
  contributor: [],
};

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export function must(role: Role, permission: Permission): void {
  if (!can(role, permission)) throw forbidden(permission);
}
