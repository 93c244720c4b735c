/** One location's licence numbers, with its dealership (the sub-footer reads them by dealership). */
export type TLicensedLocation = {
  dealershipSlug: string;
  dealershipName: string;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
};

/** The sub-footer's licence lines: the site's licence number, then each dealership's own entries. */
export type TSubFooterLicences = {
  licence: string | null;
  /** Per dealership with a licence of its own; `name` is null when the site has one such dealership. */
  dealerships: { name: string | null; entries: string[] }[];
};

const present = (v: string | null) => (v?.trim() ? v.trim() : null);

/**
 * The spec's sub-footer: the licence number, the dealer licence and the motor vehicle repairer number as
 * separate entries, for every dealership of the site that has them (NSW advertising shows the dealer
 * licence). A dealership's first location carrying a number gives it; a dealer licence equal to the site's
 * licence number is not repeated; a dealership with neither number is left out. Dealerships are named only
 * when there are several, so one dealer's footer reads 'Dealer Licence …' alone.
 */
export function subFooterLicences(
  siteLicence: string | null,
  locations: readonly TLicensedLocation[],
): TSubFooterLicences {
  const licence = present(siteLicence);
  const byDealership = new Map<string, { name: string; dealer: string | null; repairer: string | null }>();
  for (const l of locations) {
    const seen = byDealership.get(l.dealershipSlug) ?? {
      name: l.dealershipName,
      dealer: null,
      repairer: null,
    };
    seen.dealer ??= present(l.dealerLicenseNumber);
    seen.repairer ??= present(l.motorVehicleRepairer);
    byDealership.set(l.dealershipSlug, seen);
  }
  const withEntries = [...byDealership.values()]
    .map((d) => ({
      name: d.name,
      entries: [
        ...(d.dealer && d.dealer !== licence ? [`Dealer Licence ${d.dealer}`] : []),
        ...(d.repairer ? [`Motor Vehicle Repairer ${d.repairer}`] : []),
      ],
    }))
    .filter((d) => d.entries.length > 0);
  const named = byDealership.size > 1;
  return {
    licence: licence && `Licence No. ${licence}`,
    dealerships: withEntries.map((d) => ({ name: named ? d.name : null, entries: d.entries })),
  };
}
