// As with instrumentation.ts: Next looks for a proxy up to the Turbopack root (the repository) when the app has none,
// and would build Forecourt's src/proxy.ts (and its imports) into the baseline. This one matches no request.
export function proxy() {}

export const config = { matcher: '/__baseline-has-no-proxy' };
