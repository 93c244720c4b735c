import { formatPhoneForDisplay } from '@/domain';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import type { TSite } from '@/server/websites/site.types';
import { PageShell } from './page-shell';
import { privacyFacts } from './privacy-statement-facts';

const linkClass = 'text-ink underline underline-offset-2';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

/**
 * /pages/privacy-statement: the site's privacy policy (APP 1) built from its own details, covering what
 * a collection notice must tell people (APP 5): who collects, what, why, who receives it, overseas
 * recipients, access and correction, complaints and how to reach the privacy contact.
 */
export async function PrivacyStatementPage({ site }: { site: TSite }) {
  const facts = privacyFacts(site);
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  const main = locations.find((l) => l.primary) ?? locations[0];
  const phone = facts.phone ?? main?.phone ?? null;
  const email = facts.contactEmail ?? main?.email ?? null;
  const address = main ? `${main.street}, ${main.city} ${main.state} ${main.postcode}` : null;
  const nz = facts.country === 'NZ';
  const law = nz
    ? 'the Privacy Act 2020 (New Zealand)'
    : 'the Privacy Act 1988 and the Australian Privacy Principles';
  const regulator = nz
    ? 'the Office of the Privacy Commissioner'
    : 'the Office of the Australian Information Commissioner (OAIC)';
  const regulatorUrl = nz ? 'https://www.privacy.org.nz' : 'https://www.oaic.gov.au';
  const years = Math.round((facts.retentionDays / 365) * 10) / 10;
  return (
    <PageShell
      title="Privacy statement"
      intro={`How ${facts.siteName} collects, uses, shares and protects your personal information under ${law}.`}
    >
      <div className="max-w-3xl">
        <Section id="who" title="Who we are">
          <p>
            This website is run by {facts.siteName}
            {address ? `, ${address}` : ''}. We are responsible for the personal information collected through
            it and by our dealerships.
          </p>
        </Section>
        <Section id="what" title="What we collect">
          <ul className="list-disc pl-6">
            <li>
              Your name, phone number and email address when you send an enquiry or book a test drive or
              service.
            </li>
            <li>
              What your enquiry is about: the car, the location, your message, a preferred time, your
              trade-in&apos;s registration and, if you choose, where you heard about us.
            </li>
            <li>Your choice about receiving offers, with the time and the wording you agreed to.</li>
            <li>
              The pages you visited on this site before enquiring, so our team can see which cars you looked
              at. Cars you save as favourites stay in your own browser and are not sent to us.
            </li>
            {facts.payments && (
              <li>
                When you pay a deposit online, the payment is handled by {facts.payments}; we receive the
                result and amount, not your full card number.
              </li>
            )}
          </ul>
          <p>
            You may browse without telling us who you are. If you do not give your contact details we cannot
            answer an enquiry.
          </p>
        </Section>
        <Section id="why" title="Why we collect it">
          <p>
            To answer your enquiry, arrange test drives, services, valuations and finance quotes you ask for,
            to prepare a sale, and to keep records the law requires. We send offers and news only if you
            ticked the box to receive them, and every message lets you unsubscribe.
          </p>
          {facts.analytics.length > 0 && (
            <p>We measure how the site is used with {facts.analytics.join(' and ')}.</p>
          )}
        </Section>
        <Section id="disclosure" title="Who we share it with">
          <p>
            Your enquiry goes to the sales, service or parts team of the dealership it is for
            {facts.leadRecipients.length > 0 ? `, through ${facts.leadRecipients.join(', ')}` : ''}. When you
            ask for finance or insurance we pass your details to the provider you chose. We also use service
            providers who host this website and its data for us under contract. We do not sell personal
            information.
          </p>
        </Section>
        <Section id="overseas" title="Overseas recipients">
          {facts.overseas.length === 0 ? (
            <p>
              Your enquiry details are stored and handled in {nz ? 'New Zealand' : 'Australia'}; we do not
              send them to recipients overseas.
            </p>
          ) : (
            <>
              <p>Some of the services we use are overseas:</p>
              <ul className="list-disc pl-6">
                {facts.overseas.map((o) => (
                  <li key={o.name}>
                    {o.name} ({o.where}): {o.what}.
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
        <Section id="keeping" title="How long we keep it and how we protect it">
          <p>
            We keep the personal details of an enquiry for {facts.retentionDays} days (about {years} years),
            then delete them or remove anything that identifies you. Records we must keep by law, such as
            those of a sale, are kept for as long as the law requires. Data is sent over encrypted connections
            and only our staff and contracted providers can reach it.
          </p>
        </Section>
        <Section id="access" title="Seeing and correcting your information">
          <p>
            You may ask to see the personal information we hold about you and ask us to correct it. We answer
            within 30 days and do not charge for a request. If we refuse, we tell you why in writing.
          </p>
        </Section>
        <Section id="complaints" title="Complaints">
          <p>
            If you think we have mishandled your information, contact us first (below); we reply within 30
            days. If you are not satisfied with our answer you can complain to {regulator} at{' '}
            <a href={regulatorUrl} className={linkClass}>
              {regulatorUrl.replace('https://', '')}
            </a>
            .
          </p>
        </Section>
        <Section id="contact" title="Contact us about privacy">
          <ul className="flex flex-col gap-1">
            {email && (
              <li>
                Email:{' '}
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                Phone:{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {formatPhoneForDisplay(phone, facts.country)}
                </a>
              </li>
            )}
            {address && (
              <li>
                Post: The Privacy Officer, {facts.siteName}, {address}
              </li>
            )}
          </ul>
        </Section>
      </div>
    </PageShell>
  );
}
