/** Why a People write was refused, by the `?error=` code it comes back with. */
const PEOPLE_ERRORS: Record<string, string> = {
  last_role: 'A person keeps at least one role: add the new one before removing the last.',
  duplicate: 'They have that role already.',
};

/** Field messages of refusals the schema cannot see (the database decides them). */
export const FIELD_REFUSALS: Record<string, { field: string; message: string }> = {
  has_account: { field: 'email', message: 'This address already has an account' },
  invited: { field: 'email', message: 'This address has an open invitation: withdraw it on People first' },
};

export function peopleErrorMessage(code: unknown): string | null {
  return typeof code === 'string' ? (PEOPLE_ERRORS[code] ?? null) : null;
}
