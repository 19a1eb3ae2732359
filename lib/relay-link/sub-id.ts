// Where a relay member's sub ID tag goes in a link: Sub ID 4 (Sub ID 5 holds the tag of Track earnings per link), so
// the network's reports, and the relay's report from them, split earnings per member.
export const MEMBER_SUB_ID_SLOT = 3;

/** The five sub IDs of a link with the member's tag in its slot, the others as they were. */
export function memberSubIds(subId: string, subIds: readonly string[] = ['', '', '', '', '']): string[] {
  const next = [...subIds];
  while (next.length < 5) next.push('');
  next[MEMBER_SUB_ID_SLOT] = subId;
  return next;
}
