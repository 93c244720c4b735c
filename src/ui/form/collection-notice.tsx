import Link from 'next/link';

// next/link itself, not SiteLink: the notice renders inside the forms' client code, where SiteLink would bring the
// prefetch rules and the search presets they read into every form, and the privacy statement is a page those rules
// always prefetch.

/** The privacy collection notice at every form (APP 5): who collects, why, where it goes, the statement. */
export function CollectionNotice({
  siteName,
  recipients = "the dealership's sales team",
}: {
  siteName: string;
  /** Who the details are passed to, when not only the sales team (e.g. a finance application). */
  recipients?: string;
}) {
  return (
    <p className="text-ink-muted text-xs">
      {siteName} collects these details to answer your enquiry and passes them to {recipients}; we keep them
      only as long as needed. Read our{' '}
      <Link href="/pages/privacy-statement" className="text-ink underline underline-offset-2">
        privacy statement
      </Link>{' '}
      for how to see or correct them.
    </p>
  );
}
