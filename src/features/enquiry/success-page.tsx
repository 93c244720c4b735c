import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { SiteLink } from '@/ui/link/site-link';
import type { TSite } from '@/server/websites/site.types';
import { LastEnquiryCar } from './last-enquiry-car';
import { successCopy } from './success-copy';

/** /success?category=…: what was sent, what happens next, and where to go from here. */
export function SuccessPage({
  site,
  category,
  carSlug,
}: {
  site: TSite;
  category: string;
  carSlug: string | null;
}) {
  const copy = successCopy(category);
  const searchPath = site.searchSettings.searchPath || '/search/new-used-and-demo-cars/';
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-6 py-12">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">{category}</p>
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <LastEnquiryCar siteSlug={site.slug} carSlug={carSlug} />
      <section aria-labelledby="next-heading" className="flex flex-col gap-2">
        <h2 id="next-heading" className="text-xl font-bold">
          What happens next
        </h2>
        <ul className="list-disc pl-5">
          {copy.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {site.phone && (
            <li>
              In a hurry? Call {site.name} on{' '}
              <a
                href={`tel:${site.phone.replace(/\s+/g, '')}`}
                className="font-semibold underline underline-offset-2"
              >
                {formatPhoneForDisplay(site.phone, site.country)}
              </a>
              .
            </li>
          )}
        </ul>
      </section>
      <p className="flex flex-wrap gap-4">
        <SiteLink href={searchPath} className="font-semibold underline underline-offset-4">
          Keep browsing cars
        </SiteLink>
        <SiteLink href="/" className="font-semibold underline underline-offset-4">
          Back to the home page
        </SiteLink>
      </p>
    </main>
  );
}
