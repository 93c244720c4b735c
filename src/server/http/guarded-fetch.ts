import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import {
  isAllowed,
  refusedHost,
  refusedRange,
  type TOutboundAllowList,
} from '@/server/http/outbound-destination';

/** The error a refused destination fails with; its message names the host and the range, never a lead's data. */
export class RefusedDestinationError extends Error {
  readonly code = 'ERR_REFUSED_DESTINATION';
}

type TLookup = (hostname: string, options: LookupOptions & { all: true }) => Promise<LookupAddress[]>;
type TLookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

const systemLookup: TLookup = (hostname, options) => dns.promises.lookup(hostname, options);

/**
 * A `lookup` for the socket (net.connect's option) that refuses a name resolving to any address outside public
 * unicast, unless the allow-list holds the name or the address. The socket connects to an address this very lookup
 * returned, so a name that answers a public address when checked and a private one when used (DNS rebinding) is
 * judged by the address the connection actually gets.
 */
export function guardedLookup(allow: TOutboundAllowList, lookup: TLookup = systemLookup) {
  return (hostname: string, options: LookupOptions, callback: TLookupCallback) => {
    lookup(hostname, { ...options, all: true }).then(
      (addresses) => {
        const refused = addresses.find(
          ({ address }) => refusedRange(address) !== null && !isAllowed(allow, hostname, address),
        );
        if (refused) {
          const range = refusedRange(refused.address);
          callback(new RefusedDestinationError(`refused: ${hostname} resolves to a ${range} address`), []);
        } else if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}

/**
 * fetch for destinations a dealer typed: refuses IP literals and localhost names outside the allow-list before
 * connecting, and every other name by the addresses it resolves to at connect time (guardedLookup).
 */
export function createGuardedFetch(allow: TOutboundAllowList, lookup?: TLookup) {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(allow, lookup) } });
  return async (url: string, init: RequestInit = {}) => {
    const { hostname } = new URL(url);
    const range = refusedHost(hostname, allow);
    if (range) throw new RefusedDestinationError(`refused: ${hostname} is a ${range} address`);
    return undiciFetch(url, { ...init, dispatcher });
  };
}
