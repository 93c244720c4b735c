/**
 * Runs once when a server starts: the Node.js server refuses to start without its production keys or with
 * migrations pending (src/server/startup/start-refusal.ts), makes DATA_DIR owner-only, exports traces over OTLP when
 * configured, logs each request (one JSON line, pretty in development), records each request's socket address
 * (clientId's source), sets the request timeouts, hides internal route headers, starts the jobs table (lead
 * deliveries, mail, expiries…) and handles SIGTERM.
 */
export async function register() {
  // NEXT_RUNTIME is inlined per runtime at build time, so it is read here rather than through src/env.ts.
  // eslint-disable-next-line no-restricted-syntax
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // `next build` may load this file to prerender; the build has no database to check (docs/deploy.md).
    // eslint-disable-next-line no-restricted-syntax
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      try {
        const { refuseUnreadyStart } = await import('./server/startup/start-refusal');
        await refuseUnreadyStart();
      } catch (error) {
        // Next logs a hook that throws (a wrong setting, an unreachable database) and serves on, broken.
        console.error('Forecourt will not start:', error instanceof Error ? error.message : error);
        process.exit(1);
      }
    }
    const [{ env }, { keepOwnerOnly }] = await Promise.all([
      import('./env'),
      import('./server/db/owner-only'),
    ]);
    keepOwnerOnly(env.DATA_DIR);
    // First, so the requests, queries and jobs that follow are traced (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
    await (await import('./server/telemetry/start-tracing')).startTracing();
    if (env.NODE_ENV === 'development') await (await import('./server/log/use-pretty-logs')).usePrettyLogs();
    // The cache handlers load outside the bundle: they log through this server's logger (src/server/cache).
    const [{ setCacheLogger }, { logger }] = await Promise.all([
      import('./server/cache/shared-cache.mjs'),
      import('./server/log/logger'),
    ]);
    setCacheLogger(logger);
    const { logRequests } = await import('./server/http/log-requests');
    logRequests();
    const { recordPeerAddresses } = await import('./server/http/peer-address');
    recordPeerAddresses();
    // Slow headers and lying bodies get 408 (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS) instead of holding a socket; a
    // body declared over its route's limit gets 413 before it is read.
    const [
      { onEachHttpServer },
      { applyRequestTimeouts },
      { refuseDeclaredOversize },
      { declaredBodyLimit },
    ] = await Promise.all([
      import('./server/http/on-each-http-server'),
      import('./server/http/request-timeouts'),
      import('./server/http/refuse-declared-oversize'),
      import('./server/http/declared-body-limit'),
    ]);
    onEachHttpServer((server) => {
      const timeouts = { headersMs: env.HEADERS_TIMEOUT_MS, requestMs: env.REQUEST_TIMEOUT_MS };
      if (!applyRequestTimeouts(server, timeouts))
        logger.warn('request timeouts set; Node checks them on its own 30 s period');
      refuseDeclaredOversize(server, (host, pathname) =>
        declaredBodyLimit(host, pathname, env.DASHBOARD_HOST),
      );
    });
    const { hideInternalHeaders } = await import('./server/http/hide-internal-headers');
    hideInternalHeaders();
    const { markUnsupportedMethods } = await import('./server/http/unsupported-method');
    markUnsupportedMethods();
    const { startJobs } = await import('./server/jobs/start-jobs');
    startJobs();
    // SIGTERM drains requests and jobs, hands back outbox claims and closes the database (NEXT_MANUAL_SIG_HANDLE).
    const { trackRequests } = await import('./server/shutdown/track-requests');
    trackRequests();
    const { handleShutdownSignals } = await import('./server/shutdown/handle-shutdown-signals');
    handleShutdownSignals();
  }
}
