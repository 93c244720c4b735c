/** A segment that names one record (a number, a uuid, a long token) rather than a kind of page. */
const RECORD = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{24,})$/i;

/**
 * A bounded label for a request's path, for metrics and log lines: record ids become `:id`, API paths keep three
 * segments, pages their first, static assets one name. So a car's or a lead's page is one series, not one each.
 */
export function routeLabel(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  if (segments[0] === '_next') return '/_next';
  const keep = segments[0] === 'api' ? 3 : 1;
  const kept = segments.slice(0, keep).map((s) => (RECORD.test(s) ? ':id' : s));
  return `/${kept.join('/')}${segments.length > keep ? '/*' : ''}`;
}
