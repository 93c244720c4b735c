/**
 * Said when a refused form comes back (`?draft=`) without its values: they were too large for the draft cookie,
 * or it expired. Without it the page would show the saved values and no message, as if the save had worked.
 */
export function lostDraftMessage(nonce: unknown, draft: Record<string, string> | null): string | null {
  return typeof nonce === 'string' && draft === null
    ? 'Not saved: a field was refused, and what you typed was too long to bring back here. Type it again and save.'
    : null;
}
