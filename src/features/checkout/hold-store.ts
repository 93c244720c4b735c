/** The hold secret of each reference, kept in this tab only (never in a URL): the confirmation page reads it. */
const key = (reference: string) => `forecourt:hold:${reference}`;

export function storeHoldSecret(reference: string, secret: string): void {
  try {
    sessionStorage.setItem(key(reference), secret);
  } catch {
    // storage blocked: the page that placed the hold still has it in memory
  }
}

export function readHoldSecret(reference: string): string | null {
  try {
    return sessionStorage.getItem(key(reference));
  } catch {
    return null;
  }
}
