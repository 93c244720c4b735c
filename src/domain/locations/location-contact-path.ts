/** A trailing department word and the joiner before it: ' Sales', ' & Parts', ', Service', '/Service', ' and Service'. */
const DEPARTMENT_SUFFIX = /(?:\s*[&+,/]\s*|\s+and\s+|\s+)(?:sales|service|parts)$/i;

/** Lower-case words joined by hyphens; accents dropped, '&' read as 'and', apostrophes removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The per-location contact slug: the location name without its Sales/Service/Parts suffix (all of them,
 * so 'Service & Parts' goes too), slugified. 'Parramatta Toyota Sales' -> 'parramatta-toyota'. A name
 * that is nothing but a suffix keeps its words.
 */
export function locationContactSlug(name: string): string {
  let base = name.trim();
  while (DEPARTMENT_SUFFIX.test(base)) base = base.replace(DEPARTMENT_SUFFIX, '').trim();
  return slugify(base) || slugify(name);
}

/** The per-location contact page: /contact-us/{slug}. */
export function locationContactPath(name: string): string {
  return `/contact-us/${locationContactSlug(name)}`;
}
