// Pieces of request schemas that several features' messages share. Messages are predicates: parseInput
// (lib/core/api/parse-input.ts) prefixes the field's name to the problem.
import * as z from 'zod/mini';
import { SUB_IDS_MAX } from '../api/limits';
import { id } from '../api/params';
import { t } from '../i18n';

export const empty = z.object({});

export const text = (max: number) => z.string().check(z.maxLength(max, { error: () => t('bgProblemTooLong', max) }));

export const url = text(8000);

export const subIds = z
  .array(text(500))
  .check(z.maxLength(SUB_IDS_MAX, { error: () => t('bgProblemTooManySubIds', SUB_IDS_MAX) }));

/** A link's options as a page may give them (each left out means "as remembered"). */
export const linkOptions = {
  channelId: z.optional(z.nullable(id)),
  shorten: z.optional(z.boolean()),
  subIds: z.optional(subIds),
};

export { id };
