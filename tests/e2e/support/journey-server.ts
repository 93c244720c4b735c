import path from 'node:path';

/**
 * The journeys run on up to two Playwright workers, each against a demo server and data directory of its own
 * (playwright.config.ts starts one per worker), so a journey that writes (a lead, a reservation, a setting) never
 * changes what a journey on the other worker reads. Worker n's server listens ten ports above worker n-1's.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port of the demo server of Playwright's parallel slot `index` (0 for the first worker). */
export const demoServerPort = (index: number) => E2E_BASE_PORT + 10 * index;

/** This worker's demo server port (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const journeyPort = () => demoServerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The data directory of this worker's demo server (scripts/e2e-server.mjs). */
export const journeyDataDir = () => path.resolve(`.e2e-data/${journeyPort()}`);

/** The dashboard on this worker's server. */
export const dashboardUrl = (pathname: string) => `http://dashboard.localhost:${journeyPort()}${pathname}`;
