/**
 * Where the Stripe journey's stand-in of Stripe's API listens: E2E_STRIPE_PORT, else five above the journeys'
 * port. The journeys' server is started with STRIPE_API_URL set to it (playwright.config.ts); only a site given
 * Stripe keys in its dashboard ever calls it.
 */
export function stripeStandInPort(): number {
  return Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5);
}

export const stripeStandInUrl = () => `http://127.0.0.1:${stripeStandInPort()}`;
