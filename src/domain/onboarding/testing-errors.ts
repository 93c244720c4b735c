import type { z } from 'zod';

/** Tests only: each field's first message when the schema refuses the values. */
export function draftErrorsOf(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
