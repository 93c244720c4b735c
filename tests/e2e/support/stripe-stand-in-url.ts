import { journeyPort } from './journey-server';

/**
 * Where the Stripe journey's stand-in of Stripe's API listens: five above the port of the demo server it serves
 * (this worker's, by default). Each demo server is started with STRIPE_API_URL set to its own (playwright.config.ts);
 * only a site given Stripe keys in its dashboard ever calls it.
 */
export const stripeStandInPort = (serverPort = journeyPort()) => serverPort + 5;

export const stripeStandInUrl = (serverPort = journeyPort()) =>
  `http://127.0.0.1:${stripeStandInPort(serverPort)}`;
