import { DEFAULT_KEY } from './site-key-from-host';

const LOCAL_SUFFIX = '.localhost';

/**
 * The slug a site key names without a domain lookup: DEFAULT_SITE for the default key, `{slug}` for
 * `{slug}.localhost`. Null when the key can only be a custom domain.
 */
export function slugForSiteKey(key: string, defaultSite: string): string | null {
  if (key === DEFAULT_KEY) return defaultSite;
  if (key.endsWith(LOCAL_SUFFIX)) {
    const label = key.slice(0, -LOCAL_SUFFIX.length);
    return /^[a-z0-9-]+$/.test(label) ? label : null;
  }
  return null;
}
