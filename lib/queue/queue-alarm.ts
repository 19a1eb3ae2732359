// The queue's alarm: set for the next post's slot (lib/queue/queue-service.ts); the worker listens for it as it starts.
export const QUEUE_ALARM = 'queue';
