import { env } from '@/env';

/**
 * Whether this process runs in production mode (FORECOURT_MODE=production, or a PostgreSQL DATABASE_URL): no
 * demo data and no demo user is written, and the demo password signs nobody in.
 */
export function isProductionMode(): boolean {
  return env.FORECOURT_MODE === 'production';
}
