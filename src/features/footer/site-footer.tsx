import { PhoneLink } from '@/ui/link/phone-link';
import { ServerImage } from '@/ui/media/server-image';
import { subFooterLicences } from '@/domain/locations/sub-footer-licences';
import { directionsUrl } from '@/features/locations/directions-url';
import { LocationMap } from '@/features/locations/location-map';
import { OpeningHoursList } from '@/ui/hours/opening-hours-list';
import type { TNavigation } from '@/server/db/schema/website-config-types';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';

type TProps = { site: TSite; navigation: TNavigation; locations: TSiteLocation[]; year: number };

const link = 'inline-block min-h-6 py-0.5 underline underline-offset-2';

/** Footer: navigation columns (or the dealer-contacts variant), then the sub-footer with licences and copyright. */
export function SiteFooter({ site, navigation, locations, year }: TProps) {
  const head = locations.find((l) => l.primary) ?? locations[0];
  // The same map as the large location card: Google's embed with a maps key (the site's, else the location's).
  const mapsKey = site.mapsKey ?? head?.mapKey ?? null;
  const licences = subFooterLicences(site.licenceNumber, locations);
  return (
    <footer className="bg-surface-alt text-ink border-line mt-12 border-t">
      <div className="mx-auto max-w-[1400px] px-4 py-10 sm:px-6">
        {site.footerVariant === 'dealer-contacts' && head ? (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
            <div>
              {site.logoUrl ? (
                <ServerImage src={site.logoUrl} alt={site.name} width={160} height={32} unoptimized />
              ) : (
                <p className="text-lg font-bold">{site.name}</p>
              )}
              <address className="mt-3 not-italic">
                {head.street}
                <br />
                {head.city} {head.state} {head.postcode}
              </address>
              {head.phone && <PhoneLink phone={head.phone} country={site.country} className={link} />}
              <p className="mt-2 flex gap-4">
                {site.facebookUrl && (
                  <a className={link} href={site.facebookUrl} rel="noopener">
                    Facebook
                  </a>
                )}
                {site.instagramUrl && (
                  <a className={link} href={site.instagramUrl} rel="noopener">
                    Instagram
                  </a>
                )}
              </p>
            </div>
            <div>
              <h2 className="mb-2 text-lg font-bold">Sales team</h2>
              <ul className="list-none space-y-3 p-0">
                {site.salesContacts.slice(0, 3).map((c) => (
                  <li key={c.email}>
                    <p className="font-semibold">{c.name}</p>
                    <p className="text-ink-muted">{c.role}</p>
                    <PhoneLink phone={c.phone} country={site.country} className={link} />{' '}
                    <a className={link} href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="mb-2 text-lg font-bold">Opening hours</h2>
              <OpeningHoursList hours={head.hours} />
            </div>
            <div>
              <h2 className="mb-2 text-lg font-bold">Visit Us</h2>
              <p>
                {head.name}, {head.city}
              </p>
              {mapsKey && (
                <div className="my-3">
                  <LocationMap location={head} mapsKey={mapsKey} />
                </div>
              )}
              <a className={link} href={directionsUrl(head)} rel="noopener" data-directions={head.id}>
                Get directions to {head.name}
              </a>
            </div>
          </div>
        ) : (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {navigation.footerColumns.map((col) => (
              <nav key={col.title} aria-label={col.title}>
                <h2 className="mb-2 text-lg font-bold">{col.title}</h2>
                <ul className="list-none p-0">
                  {col.items
                    .filter((i) => i.href)
                    .map((i) => (
                      <li key={i.href}>
                        <SiteLink className={link} href={i.href!}>
                          {i.label}
                        </SiteLink>
                      </li>
                    ))}
                </ul>
              </nav>
            ))}
            {(site.facebookUrl || site.instagramUrl) && (
              <div>
                <h2 className="mb-2 text-lg font-bold">Follow us</h2>
                <ul className="list-none p-0">
                  {site.facebookUrl && (
                    <li>
                      <a className={link} href={site.facebookUrl} rel="noopener">
                        Facebook
                      </a>
                    </li>
                  )}
                  {site.instagramUrl && (
                    <li>
                      <a className={link} href={site.instagramUrl} rel="noopener">
                        Instagram
                      </a>
                    </li>
                  )}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
      <div className="bg-primary text-primary-contrast text-sm">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 sm:px-6">
          <div className="flex flex-col gap-1">
            <ul aria-label="Licences" className="flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
              {licences.licence && <li>{licences.licence}</li>}
              {licences.dealerships.flatMap((d) =>
                d.entries.map((entry) => (
                  <li key={`${d.name}:${entry}`}>{d.name ? `${d.name}: ${entry}` : entry}</li>
                )),
              )}
            </ul>
            <p className="flex flex-wrap gap-x-4">
              <span>
                © {year} {site.name}
              </span>
              <SiteLink className="underline underline-offset-2" href="/pages/privacy-statement">
                Privacy Statement
              </SiteLink>
            </p>
          </div>
          {site.featureFlags.showPoweredBy && <p>Powered by Forecourt</p>}
        </div>
      </div>
    </footer>
  );
}
