// Names the worker itself knows of the queue, which is otherwise part of the publishing engine: the alarm it listens
// for as it starts (set for the next post's slot by lib/queue/queue-service.ts), and the settings record its start
// check reads (lib/queue/queue-start-check.ts; read in full by lib/queue/queue-settings.ts).
export const QUEUE_ALARM = 'queue';
export const QUEUE_SETTINGS_RECORD = 'queueSettings';
