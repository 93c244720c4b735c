/** The localStorage key of the cars a buyer last compared on a site. */
export function compareKey(siteSlug: string): string {
  return `forecourt:compare:${siteSlug}`;
}

/** The slugs last compared on the site ([] when none, storage is blocked or the entry is not a list of strings). */
export function readCompared(siteSlug: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(compareKey(siteSlug)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the slugs being compared, so the next car's Compare link adds to them. */
export function storeCompared(siteSlug: string, slugs: readonly string[]): void {
  try {
    window.localStorage.setItem(compareKey(siteSlug), JSON.stringify(slugs));
  } catch {
    // Storage blocked (private mode, quota): each Compare link then starts a list of its own car.
  }
}
