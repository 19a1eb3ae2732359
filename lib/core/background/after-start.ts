// Upkeep a worker does each time it starts (pruning caches, checking that its alarms are set) waits a little: a
// worker is most often started by the popup opening, and that work would compete with the popup's first answer.
export const AFTER_START_MS = 3_000;

export function afterStart(work: () => void): void {
  setTimeout(work, AFTER_START_MS);
}
