// The publishing engine: the whole-post converter, posting to Telegram, the publish queue and Convert links in this
// box. It is built apart
// from the worker (entrypoints/publishing, `/publishing.js`) and loaded into it on the first message, alarm or
// gesture that needs it (lib/core/background/publishing.ts), so a worker started for the popup compiles none of it. It
// runs in the worker all the same: the bot tokens it sends with never leave the background.
export { postConversion } from '../../lib/post/post-services';
export { postingService } from '../../lib/posting/posting-service';
export { queueService } from '../../lib/queue/queue-service';
export { convertInBox } from '../../lib/textbox/box-conversion';
