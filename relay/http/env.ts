// What a request carries through the relay's middleware: who is asking, once signed in.
import type { MemberRow } from '../team/members';
import type { Team } from '../team/teams';

export interface Who {
  team: Team;
  member: MemberRow;
}

export interface RelayEnv {
  Variables: { who: Who };
}
