/**
 * Who is asking, for rate limits: the first X-Forwarded-For hop (set by the proxy or CDN in front of the
 * app), else X-Real-IP, else 'direct'. Behind no proxy every client shares 'direct'; run the app behind a
 * proxy that overwrites X-Forwarded-For so a client cannot pick its own key (docs/leads.md).
 */
export function clientId(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 100) : 'direct';
}
