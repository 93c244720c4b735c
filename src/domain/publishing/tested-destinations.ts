/** A lead destination as far as its test is concerned: an ADF email's inbox, or any other kind's URL. */
type TDestination = { kind: string; to?: string; url?: string };

/** Where a destination sends, as the test-lead audit records it: a CRM's or partner's URL, an email's inbox. */
export function destinationAddress(destination: TDestination): string {
  return (destination.kind === 'email-adf' ? destination.to : destination.url) ?? '';
}

/**
 * How many of a site's destinations, as they are set now, have delivered a test lead: a delivered test on record
 * (the audit log's `settings.test-lead`) of the same kind to the same address. Changing the address asks for a
 * new test.
 */
export function countTestedDestinations(
  destinations: readonly TDestination[],
  deliveredTests: readonly { kind?: unknown; address?: unknown }[],
): number {
  return destinations.filter((d) =>
    deliveredTests.some((t) => t.kind === d.kind && t.address === destinationAddress(d)),
  ).length;
}
