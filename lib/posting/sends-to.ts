// Where a destination's posts go: a kind's id (lib/posting/kind-list.ts lists the kinds; an unknown one is Copy only).
export type SendsTo = string;
