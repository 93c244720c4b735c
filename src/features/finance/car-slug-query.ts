import { z } from 'zod';

/** A car slug as the site writes them; anything else (markup, a path, a repeated parameter) is no slug. */
const ZCarSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** The car a form page was linked for (?car={slug}), or null when the parameter is missing or malformed. */
export function carSlugQuery(query: Readonly<Record<string, string | string[] | undefined>>): string | null {
  const slug = ZCarSlug.safeParse(query.car);
  return slug.success ? slug.data : null;
}
