// Words a zod issue that has no message of its own. zod/mini loads no locale (that keeps the bundle small), so
// without this such an issue would read only "Invalid input". The wording follows zod's English locale for the
// issues our schemas can raise; schemas that pass their own message keep it.
import * as z from 'zod/mini';

const UNITS: Record<string, string> = { string: 'characters', array: 'items' };

function typeName(input: unknown): string {
  if (typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return z.util.parsedType(input);
}

function bound(origin: string, relation: string, limit: number | bigint): string {
  const unit = UNITS[origin];
  return unit ? `${origin} to have ${relation}${limit} ${unit}` : `${origin} to be ${relation}${limit}`;
}

/** An error map for `safeParse(value, { error: issueText })`. */
export function issueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_big':
      return `Too big: expected ${bound(issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<', issue.maximum)}`;
    case 'too_small':
      return `Too small: expected ${bound(issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>', issue.minimum)}`;
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${issue.pattern}`
        : `Invalid ${issue.format}`;
    default:
      return 'Invalid input';
  }
}
