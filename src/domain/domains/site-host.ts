import { z } from 'zod';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why a typed domain is not a host name a site can answer on, in words that go on from the field's label; null
 * when it is one. Expects it trimmed and lower-cased (ZSiteHost does both).
 */
export function siteHostProblem(host: string): string | null {
  if (host === '') return 'is required';
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) return 'is a host name only, without http:// or https://';
  if (host.includes('/')) return 'is a host name only, without a path';
  if (host.includes(':')) return 'is a host name only, without a port';
  if (host.length > 253) return 'is at most 253 characters';
  const labels = host.split('.');
  const named = labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
  return named ? null : 'is a host name such as www.dealer.co.nz: letters, digits and hyphens between dots';
}

/** A domain typed in the dashboard: trimmed and lower-cased, then checked by siteHostProblem. */
export const ZSiteHost = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .superRefine((host, context) => {
    const problem = siteHostProblem(host);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * The other half of a host's pair: `www.{host}` for a host without `www.`, and the host without it for one with
 * it (when what is left is still a domain). Null when there is none.
 */
export function wwwTwin(host: string): string | null {
  if (!host.startsWith('www.')) return `www.${host}`;
  const bare = host.slice(4);
  return bare.includes('.') ? bare : null;
}
