import { APIError } from 'better-auth/api';
import ipaddr from 'ipaddr.js';
import { isProductionMode } from '@/server/forecourt-mode';
import { clientAddress } from '@/server/http/client-id';
import { DEMO_PASSWORD } from './demo-password';

/**
 * Refuses the demo password, as better-auth refuses a wrong one, unless this is demo mode and the client (its
 * address through TRUSTED_PROXIES, never the Host header a client writes) is this machine.
 */
export function refuseDemoPasswordFromAfar(password: string, headers: Headers): void {
  if (password !== DEMO_PASSWORD) return;
  const address = clientAddress(headers);
  const loopback = address !== null && ipaddr.parse(address).range() === 'loopback';
  if (isProductionMode() || !loopback)
    throw new APIError('UNAUTHORIZED', { message: 'Invalid email or password' });
}
