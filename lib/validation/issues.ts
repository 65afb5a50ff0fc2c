import type * as z from './zod';

/** zod issues as the forms show them. One place for every schema. */

const FALLBACK_MESSAGE = 'An unexpected error occurred';

/** The first message only (the spec shows one message at a time). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? FALLBACK_MESSAGE;
}

/** Field -> its first message, for the forms' inline errors; issues without a path belong to 'form'. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
