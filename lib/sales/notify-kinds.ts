/** The statuses a person can ask to hear about (ui-contract: "Notify me about"). */
export const NOTIFY_KINDS = ['new', 'validated', 'payable', 'rejected', 'paid'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
