/** The visitor's details kept in this browser (spec: name, email, phone, postcode) to prefill the next form. */
export type TStoredUserDetails = { name?: string; email?: string; phone?: string; postcode?: string };

/** The localStorage key of the stored details; written by store-user-details.ts after a lead is sent. */
export const STORED_USER_DETAILS_KEY = 'forecourt:user-details';

export function readStoredUserDetails(): TStoredUserDetails {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORED_USER_DETAILS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: TStoredUserDetails = {};
    for (const k of ['name', 'email', 'phone', 'postcode'] as const) {
      const v = (parsed as Record<string, unknown>)[k];
      if (typeof v === 'string') out[k] = v;
    }
    return out;
  } catch {
    return {};
  }
}
