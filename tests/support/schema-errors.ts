import type { ZodType } from 'zod';

import { fieldErrors } from '@/lib/validation/auth';

/** The messages a form would show for `input` under `schema`, by field path; {} when it passes. */
export function errorsOf(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
