/** The visitor's details kept in this browser (spec: name, email, phone, postcode) to prefill the next form. */
export type TStoredUserDetails = { name?: string; email?: string; phone?: string; postcode?: string };

const KEY = 'forecourt:user-details';

export function readStoredUserDetails(): TStoredUserDetails {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
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

export function storeUserDetails(details: TStoredUserDetails): void {
  try {
    const merged = { ...readStoredUserDetails() };
    for (const [k, v] of Object.entries(details))
      if (typeof v === 'string' && v.trim()) merged[k as keyof TStoredUserDetails] = v.trim();
    localStorage.setItem(KEY, JSON.stringify(merged));
  } catch {
    // storage full or blocked: prefill is a convenience only
  }
}

/** The car and category of the last enquiry sent on this site, read by /success. */
export function storeLastEnquiry(
  siteSlug: string,
  value: { category: string; car: { slug: string; name: string } | null },
) {
  try {
    localStorage.setItem(
      `forecourt:${siteSlug}:last-enquiry`,
      JSON.stringify({ ...value, at: new Date().toISOString() }),
    );
  } catch {
    // as above
  }
}

export function readLastEnquiry(
  siteSlug: string,
): { category: string; car: { slug: string; name: string } | null } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(`forecourt:${siteSlug}:last-enquiry`) ?? 'null') as {
      category?: unknown;
      car?: { slug?: unknown; name?: unknown } | null;
    } | null;
    if (!parsed || typeof parsed.category !== 'string') return null;
    const car =
      parsed.car && typeof parsed.car.slug === 'string' && typeof parsed.car.name === 'string'
        ? { slug: parsed.car.slug, name: parsed.car.name }
        : null;
    return { category: parsed.category, car };
  } catch {
    return null;
  }
}
