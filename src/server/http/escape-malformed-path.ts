/**
 * The pathname as is when its percent escapes decode, else with every '%' escaped ('%25'), so the router
 * reads a malformed escape ('/cars/x%E0%A4%A', '/x%zz') as the characters typed and the page answers 404,
 * instead of the framework failing to decode it with a 500.
 */
export function escapeMalformedPath(pathname: string): string {
  try {
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}
