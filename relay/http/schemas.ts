// The shapes of the relay's request bodies and queries (zod): what the API accepts, and the words of its 400s.
import { z } from 'zod';
import { DUPLICATE_HOURS_MAX } from '../../lib/queue/destination-settings';
import { isTimeZone, parseClock } from '../../lib/queue/zoned-time';
import { ROLES } from '../team/roles';

const webLink = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(2048);
const clock = z.string().refine((v) => parseClock(v) !== null, 'must be HH:MM');
const timeZone = z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata');
const instant = z
  .union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })])
  .transform((v) => (typeof v === 'number' ? v : Date.parse(v)));

export const DestinationSettingsBody = z
  .object({
    minutesBetween: z.number().int().min(1).max(1440),
    activeFrom: clock,
    activeUntil: clock,
    askBeforePosting: z.boolean(),
    markEnded: z.boolean(),
    digest: z.boolean(),
    digestAt: clock,
  })
  .partial()
  .strict();

export const NewDestinationBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    chat: z.string().regex(/^(@[A-Za-z0-9_]{4,64}|-?\d{1,20})$/, 'must be @channelname or a numeric chat id'),
    botToken: z.string().regex(/^\d{5,20}:[A-Za-z0-9_-]{20,100}$/, 'must be a bot token from @BotFather'),
    disclosure: z.string().max(200).default('#ad'),
    addDisclosure: z.boolean().default(true),
    settings: DestinationSettingsBody.default({}),
  })
  .strict();

export const DestinationChangesBody = NewDestinationBody.partial().strict();

export const NewPostBody = z
  .object({
    destinationId: z.uuid(),
    caption: z.string().min(1).max(10_000),
    title: z.string().max(1000).default(''),
    link: webLink,
    pageUrl: webLink.optional(),
    endsAt: instant.optional(),
    force: z.boolean().optional(),
  })
  .strict();

export const CaptionBody = z.object({ caption: z.string().min(1).max(10_000) }).strict();

export const NewMemberBody = z
  .object({ name: z.string().trim().min(1).max(100), role: z.enum(ROLES).exclude(['owner']) })
  .strict();

export const MemberChangesBody = z
  .object({ role: z.enum(ROLES).exclude(['owner']).optional(), active: z.boolean().optional() })
  .strict();

export const TeamChangesBody = z
  .object({
    timeZone: timeZone.optional(),
    duplicateHours: z.number().int().min(0).max(DUPLICATE_HOURS_MAX).optional(),
  })
  .strict();

export const EarningsBody = z
  .object({
    rows: z
      .array(
        z
          .object({
            subId: z.string().min(1).max(100),
            day: z.iso.date(),
            currency: z.string().regex(/^[A-Z]{3}$/),
            amount: z.number().finite(),
          })
          .strict(),
      )
      .max(5000),
  })
  .strict();

export const SinceQuery = z.object({
  since: instant.or(z.string().regex(/^\d+$/).transform(Number)),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const QueueQuery = z.object({
  state: z.string().optional(),
  destinationId: z.uuid().optional(),
});

export const ReportQuery = z.object({
  from: instant.or(z.string().regex(/^\d+$/).transform(Number)).optional(),
  to: instant.or(z.string().regex(/^\d+$/).transform(Number)).optional(),
});
