// Where a destination's posts go; the background's message schema (lib/posting/feature.ts) checks it as well.
export const SENDS_TO = ['telegram', 'whatsapp', 'copy'] as const;
export type SendsTo = (typeof SENDS_TO)[number];
