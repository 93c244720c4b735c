type TNameParts = {
  name?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
};

/** The lead's name: as given when present, else first, middle and last names joined; null when there are none. */
export function buildLeadName(parts: TNameParts): string | null {
  const given = parts.name?.trim();
  if (given) return given;
  const joined = [parts.firstName, parts.middleName, parts.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return joined === '' ? null : joined;
}
