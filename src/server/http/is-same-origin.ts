/**
 * The Origin check of browser requests: a request that names an Origin must come from the host it was
 * sent to (the dealer site's own pages). Requests without an Origin (server-to-server, curl) pass; the
 * rate limit and validation still apply to them. An opaque `null` origin is refused.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.split(',')[0]!.trim().toLowerCase();
  } catch {
    return false;
  }
}
