import { defineConfig } from '@playwright/test';
import { stripeStandInUrl } from './tests/e2e/support/stripe-stand-in-url';

// The test script (scripts/test.mjs) builds the app and finds Chromium first; running `npx playwright test`
// on its own uses Debian's Chromium and the last build.
const port = Number(process.env.E2E_PORT ?? 3100);
/** The go-live journey's own server: production mode over an empty data directory (tests/e2e/go-live). */
export const goLivePort = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port, so runs on different ports (E2E_PORT) never clobber each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://sydney-motor-group.localhost:${port}`,
    trace: 'retain-on-failure',
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
    // Every journey but go-live: the demo sites on a server of their own (scripts/e2e-server.mjs).
    { name: 'demo', testIgnore: /go-live\// },
    // A dealer group's first afternoon on an empty production server (scripts/e2e-production-server.mjs).
    {
      name: 'go-live',
      testMatch: /go-live\/.*\.spec\.ts/,
      use: { baseURL: `http://dashboard.localhost:${goLivePort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // The Stripe journey (checkout-stripe.spec.ts) runs its stand-in of Stripe's API there.
      env: { PORT: String(port), STRIPE_API_URL: stripeStandInUrl() },
    },
    {
      command: 'node scripts/e2e-production-server.mjs',
      url: `http://127.0.0.1:${goLivePort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT: String(goLivePort) },
    },
  ],
});
