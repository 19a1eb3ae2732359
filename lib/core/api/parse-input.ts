// Parses a request's input with its schema (params.ts); the first problem becomes a local validation error
// that names its field, worded for the publisher. Background only: this is where zod runs on inputs.
import type * as z from 'zod/mini';
import { type MessageKey, t } from '../i18n';
import { localValidationError } from './errors';
import { issueText } from './issue-text';
import { label } from './validate';

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_value') return t('apiProblemOneOf', issue.values.map(String).join(', '));
  if (issue.code !== 'invalid_type') return issue.message;
  if (valueAt(input, issue.path) === undefined) return t('apiProblemRequired');
  const expected: Record<string, MessageKey> = {
    int: 'apiTypeInt',
    number: 'apiTypeNumber',
    string: 'apiTypeString',
    boolean: 'apiTypeBoolean',
    array: 'apiTypeArray',
    object: 'apiTypeObject',
  };
  const key = expected[issue.expected];
  return t('apiProblemType', key ? t(key) : issue.expected);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path)
    v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/** Parses `input` with `schema`; the first problem becomes a local validation error naming its field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: issueText });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : 'request';
  if (field === 'request') throw localValidationError(field, t('apiRequestProblem', describeIssue(issue, input)));
  throw localValidationError(field, t('apiFieldProblem', label(field), describeIssue(issue, input)));
}
