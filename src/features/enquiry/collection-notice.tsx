/** The privacy collection notice at every form (APP 5): who collects, why, where it goes, the statement. */
export function CollectionNotice({ siteName }: { siteName: string }) {
  return (
    <p className="text-ink-muted text-xs">
      {siteName} collects these details to answer your enquiry and passes them to the dealership&apos;s sales
      team; we keep them only as long as needed. Read our{' '}
      <a href="/pages/privacy-statement" className="text-ink underline underline-offset-2">
        privacy statement
      </a>{' '}
      for how to see or correct them.
    </p>
  );
}
