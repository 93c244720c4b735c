import {
  readStoredUserDetails,
  STORED_USER_DETAILS_KEY,
  type TStoredUserDetails,
} from './stored-user-details';

/**
 * Keeps the visitor's details for the next form's prefill, merged over those already kept. Runs only once
 * a lead (or a checkout) is sent, so it is a module of its own: the forms load only the reader.
 */
export function storeUserDetails(details: TStoredUserDetails): void {
  try {
    const merged = { ...readStoredUserDetails() };
    for (const [k, v] of Object.entries(details))
      if (typeof v === 'string' && v.trim()) merged[k as keyof TStoredUserDetails] = v.trim();
    localStorage.setItem(STORED_USER_DETAILS_KEY, JSON.stringify(merged));
  } catch {
    // storage full or blocked: prefill is a convenience only
  }
}
