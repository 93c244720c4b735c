import type { TLeadDestinationSetting } from '@/domain/site/lead-destinations.schema';
import type { TLeadDestination, TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import type { TSettingsCipher } from './settings-cipher';

/** Bound into every sealed webhook secret: it opens only for the site (and purpose) it was sealed for. */
const contextOf = (websiteId: number) => `${websiteId}:lead-destinations.webhook-secret`;

/** Whether a stored destination still holds a webhook secret in clear (saved before ADR 0021). */
export function hasClearSecret(d: TStoredLeadDestination): boolean {
  return d.kind === 'webhook' && 'secret' in d;
}

/**
 * A site's destinations as the website row stores them: each webhook's signing secret sealed (a secret typed or
 * held in clear is sealed; one already sealed is kept as it is).
 */
export function sealLeadDestinations(
  cipher: TSettingsCipher,
  websiteId: number,
  destinations: readonly (TStoredLeadDestination | TLeadDestinationSetting)[],
): TStoredLeadDestination[] {
  return destinations.map((d) => {
    if (d.kind !== 'webhook') return d;
    const { kind, name, url } = d;
    const secret = 'secret' in d ? d.secret : undefined;
    const sealed = 'sealedSecret' in d ? d.sealedSecret : undefined;
    const sealedSecret = secret === undefined ? sealed : cipher.seal(secret, contextOf(websiteId));
    if (sealedSecret === undefined) throw new Error(`The webhook ${name} has no signing secret.`);
    return { kind, name, url, sealedSecret };
  });
}

/** A stored destination as a sender needs it: a webhook's secret opened (or as it is, if still in clear). */
export function openLeadDestination(
  cipher: TSettingsCipher,
  websiteId: number,
  d: TStoredLeadDestination,
): TLeadDestination {
  if (d.kind !== 'webhook' || 'secret' in d) return d;
  const { sealedSecret, ...rest } = d;
  return { ...rest, secret: cipher.open(sealedSecret, contextOf(websiteId)) };
}

/** The destinations for the audit log: whether a webhook has a secret, never the secret, sealed or not. */
export function redactLeadDestinations(destinations: readonly TStoredLeadDestination[]) {
  return destinations.map((d) => {
    if (d.kind !== 'webhook') return d;
    const { kind, name, url } = d;
    return { kind, name, url, secret: '(hidden)' };
  });
}
