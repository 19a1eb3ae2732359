// The one rule for sub IDs as a person types them: trimmed, and trailing blanks dropped; a blank one inside keeps
// its place (Sub ID 3 stays Sub ID 3) and is not sent. Dependency-free: the popup, the background and the client
// all use it.

export function cleanSubIds(subIds: readonly string[]): string[] {
  const out = subIds.map((s) => s.trim());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}
