export const MISSING_NAVIGATION_ERROR = 'Cannot run without navigation';

/** The site's navigation, which must have a header; without one the site cannot render, so this throws. */
export function requireNavigation<T extends { header: readonly unknown[] }>(
  navigation: T | null | undefined,
): T {
  if (!navigation || navigation.header.length === 0) throw new Error(MISSING_NAVIGATION_ERROR);
  return navigation;
}
