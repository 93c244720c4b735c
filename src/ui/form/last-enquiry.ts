/** The car and category of the last enquiry sent on a site, kept in this browser for /success. */
export type TLastEnquiry = { category: string; car: { slug: string; name: string } | null };

const lastEnquiryKey = (siteSlug: string) => `forecourt:${siteSlug}:last-enquiry`;

/** Kept once a lead is sent; read by /success. */
export function storeLastEnquiry(siteSlug: string, value: TLastEnquiry) {
  try {
    localStorage.setItem(
      lastEnquiryKey(siteSlug),
      JSON.stringify({ ...value, at: new Date().toISOString() }),
    );
  } catch {
    // storage full or blocked: /success then shows no car
  }
}

export function readLastEnquiry(siteSlug: string): TLastEnquiry | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(lastEnquiryKey(siteSlug)) ?? 'null') as {
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
