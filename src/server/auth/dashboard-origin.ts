import { env } from '@/env';

/** The dashboard's origin, e.g. http://dashboard.localhost:3000. */
export function dashboardOrigin(): string {
  return `${env.DASHBOARD_PROTOCOL}://${env.DASHBOARD_HOST}`;
}
