import type { z } from 'zod';

/** For each list of a decoded form, the form row each kept row came from (rows are dropped and reordered). */
export type TRowSources = { [list: string]: { key: string; nested: TRowSources }[] };

/** A form's candidate value for its schema, with where each of its list rows came from in the form. */
export type TDecoded = { candidate: unknown; sources: TRowSources; prefix?: string };

/** The form field name a zod issue path points at: `header.0.href` of the value is `header.3.href` of the form. */
export function formPathOf(path: readonly PropertyKey[], sources: TRowSources): string {
  const out: string[] = [];
  let map: TRowSources | undefined = sources;
  for (let i = 0; i < path.length; i += 1) {
    const segment = String(path[i]);
    out.push(segment);
    const index = path[i + 1];
    const row: TRowSources[string][number] | undefined =
      typeof index === 'number' ? map?.[segment]?.[index] : undefined;
    if (row) {
      out.push(row.key);
      map = row.nested;
      i += 1;
    } else map = undefined;
  }
  return out.join('.');
}

/** Each form field's first message, keyed by field name (the page shows it at the field and in the summary). */
export function fieldErrors(error: z.ZodError, decoded: TDecoded): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = decoded.prefix ? [decoded.prefix, ...issue.path] : issue.path;
    const name = formPathOf(path, decoded.sources) || 'form';
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The messages of a refused flat form (its fields are the schema's keys), read back from its draft. */
export function draftErrors(schema: z.ZodType, draft: Record<string, string> | null): Record<string, string> {
  const parsed = draft ? schema.safeParse(draft) : null;
  return parsed && !parsed.success ? fieldErrors(parsed.error, { candidate: draft, sources: {} }) : {};
}
