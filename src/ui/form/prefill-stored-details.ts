import { readStoredUserDetails } from './stored-user-details';

const STORED_FIELDS = ['name', 'email', 'phone', 'postcode'] as const;

/**
 * Fills a form's empty name, email, phone and postcode inputs with the visitor's stored details (what they typed,
 * even before the page was interactive, is kept).
 */
export function prefillStoredDetails(form: HTMLFormElement): void {
  const stored = readStoredUserDetails();
  for (const key of STORED_FIELDS) {
    const input = form.elements.namedItem(key);
    if (input instanceof HTMLInputElement && !input.value && stored[key]) input.value = stored[key]!;
  }
}
