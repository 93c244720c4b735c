import { defineConfig } from '@playwright/test';
import { demoServerPort, E2E_BASE_PORT, journeyPort } from './tests/e2e/support/journey-server';
import { stripeStandInUrl } from './tests/e2e/support/stripe-stand-in-url';

// The test script (scripts/test.mjs) builds the app and finds Chromium first; running `npx playwright test`
// on its own uses Debian's Chromium and the last build.
/** The go-live journey's own server: production mode over an empty data directory (tests/e2e/go-live). */
export const goLivePort = E2E_BASE_PORT + 1;
/**
 * Two workers (E2E_WORKERS to change), each with a demo server and data directory of its own (journey-server.ts):
 * the files are shared out between them, and a journey's writes stay on its worker's server. Within a worker the
 * files and their tests run one after another, as on one server.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The demo sites are seeded once a run and copied to each worker's server (scripts/lib/demo-seed-template.mjs);
// npm test sets the run's id and seeds while it builds.
const runId = (process.env.E2E_RUN_ID ??= String(Date.now()));

/** Each worker's demo server, then the go-live server: what scripts/e2e-servers.mjs starts, with its env. */
const journeyServers = [
  ...Array.from({ length: workers }, (_, index) => demoServerPort(index)).map((port) => ({
    script: 'scripts/e2e-server.mjs',
    health: `http://127.0.0.1:${port}/api/health`,
    // The Stripe journey (checkout-stripe.spec.ts) runs its stand-in of Stripe's API there.
    env: { PORT: String(port), E2E_DATA_DIR: '', E2E_RUN_ID: runId, STRIPE_API_URL: stripeStandInUrl(port) },
  })),
  {
    script: 'scripts/e2e-production-server.mjs',
    health: `http://127.0.0.1:${goLivePort}/api/health`,
    env: { PORT: String(goLivePort) },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port, so runs on different ports (E2E_PORT) never clobber each other's traces.
  outputDir: `test-results/e2e-${E2E_BASE_PORT}`,
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two workers share two cores with their servers: a step may take longer than on one, so assertions wait 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    // This file is read again in each worker, where Playwright has set TEST_PARALLEL_INDEX: the worker's own server.
    baseURL: `http://sydney-motor-group.localhost:${journeyPort()}`,
    // Recording a trace costs every journey time (the same 30 journeys on one worker: 3.6 min with
    // 'retain-on-failure', 3.2 without, and 40 s more CPU): a trace is made of a failed journey's retry (CI retries
    // once). To trace a journey here: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // A dealer group's first afternoon on an empty production server (scripts/e2e-production-server.mjs). First:
    // its one long journey (about a minute) taken last would leave the other worker idle for most of it.
    {
      name: 'go-live',
      testMatch: /go-live\/.*\.spec\.ts/,
      use: { baseURL: `http://dashboard.localhost:${goLivePort}` },
    },
    // Every journey but go-live: the demo sites, on the worker's own server (scripts/e2e-server.mjs).
    { name: 'demo', testIgnore: /go-live\// },
  ],
  // One entry: scripts/e2e-servers.mjs starts the servers side by side (Playwright starts its entries one by one).
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /journey servers ready/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(journeyServers) },
  },
});
