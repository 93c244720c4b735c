/**
 * Runs once when a server starts: the Node.js server refuses to start without its production keys or with
 * migrations pending (src/server/startup/start-refusal.ts), makes DATA_DIR owner-only, records each request's socket address (clientId's
 * source), hides internal route headers and starts the jobs table (lead deliveries, mail, expiries…).
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
    const { recordPeerAddresses } = await import('./server/http/peer-address');
    recordPeerAddresses();
    const { hideInternalHeaders } = await import('./server/http/hide-internal-headers');
    hideInternalHeaders();
    const { markUnsupportedMethods } = await import('./server/http/unsupported-method');
    markUnsupportedMethods();
    const { startJobs } = await import('./server/jobs/start-jobs');
    startJobs();
  }
}
