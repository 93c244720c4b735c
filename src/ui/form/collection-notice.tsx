import { SiteLink } from '@/ui/link/site-link';

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
      <SiteLink href="/pages/privacy-statement" className="text-ink underline underline-offset-2">
        privacy statement
      </SiteLink>{' '}
      for how to see or correct them.
    </p>
  );
}
