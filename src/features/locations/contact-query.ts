import { z } from 'zod';
import { leadCategoryFromQuery, type TLeadCategory } from '@/domain/leads/lead-categories';

/** A car slug as the site writes them; anything else (markup, a path, a repeated parameter) is ignored. */
const ZCarSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * /contact?car={slug}&category={category}, as Got a Question? and Reserve Car Now link to it: the car's
 * slug when it is one, and the category when the spec knows it. Unknown or malformed values are ignored
 * (null), never an error: the page is still the general contact form.
 */
export function parseContactQuery(query: Record<string, string | string[] | undefined>): {
  carSlug: string | null;
  category: TLeadCategory | null;
} {
  const car = ZCarSlug.safeParse(query.car);
  return { carSlug: car.success ? car.data : null, category: leadCategoryFromQuery(query.category) };
}
