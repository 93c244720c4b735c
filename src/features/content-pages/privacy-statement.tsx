import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TSite } from '@/server/websites/site.types';
import { PageShell } from '@/ui/layout/page-shell';
import { privacyFacts } from './privacy-statement-facts';

const section = 'mt-8 max-w-3xl space-y-3';
const h2 = 'text-2xl font-bold';

/**
 * The site's privacy statement (APP 1: how we manage personal information; APP 5: what we tell people
 * when we collect it), written from the site's own details: name, address, who leads go to, analytics, how
 * the information is held and secured (APP 1.4(b)), privacy contact and retention period.
 */
export function PrivacyStatement({ site, head }: { site: TSite; head: TSiteLocation | undefined }) {
  const contact = site.privacyEmail ?? head?.email ?? null;
  const { overseas, leadRecipients, analytics, payments } = privacyFacts(site);
  const home = site.country === 'NZ' ? 'New Zealand' : 'Australia';
  const years = Math.round((site.retentionDays / 365) * 10) / 10;
  const law =
    site.country === 'NZ'
      ? 'the Privacy Act 2020 (NZ)'
      : 'the Privacy Act 1988 and the Australian Privacy Principles';
  const regulator =
    site.country === 'NZ'
      ? { name: 'Office of the Privacy Commissioner', url: 'https://www.privacy.org.nz' }
      : { name: 'Office of the Australian Information Commissioner (OAIC)', url: 'https://www.oaic.gov.au' };
  return (
    <PageShell
      title="Privacy statement"
      intro={`How ${site.name} handles your personal information under ${law}.`}
    >
      <section className={section}>
        <h2 className={h2}>Who we are</h2>
        <p>
          {site.name}
          {head ? `, ${head.street}, ${head.city} ${head.state} ${head.postcode}` : ''}. We collect personal
          information through this website and our dealerships.
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>What we collect and why</h2>
        <p>
          When you send an enquiry, book a test drive or service, ask for finance or a trade-in valuation, or
          reserve a car, we collect your name, phone number and email, your message, and details of the car or
          trade-in you tell us about. We use them to answer you, arrange what you asked for, and keep a record
          of our dealings with you. If you tick the marketing box we also send you offers and news; you can
          unsubscribe at any time.
        </p>
        <p>
          If you do not give us your contact details we cannot reply to your enquiry. We also record how this
          website is used (pages viewed, buttons pressed) to improve it.
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>Who we share it with</h2>
        <p>
          Your enquiry goes to the dealership it is about. Finance requests go to the finance provider you ask
          us to contact. We do not sell your personal information.
        </p>
        {leadRecipients.length > 0 && (
          <>
            <p>Each enquiry is also delivered to these systems our staff work from:</p>
            <ul className="list-disc pl-6">
              {leadRecipients.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
        {payments && <p>When you pay a deposit online, {payments} processes your card details.</p>}
        <p>
          {analytics.length > 0
            ? `To measure how the website is used we use ${analytics.join(' and ')}.`
            : 'We measure how the website is used with our own records only; no outside analytics service receives your details.'}
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>Overseas recipients</h2>
        {overseas.length === 0 ? (
          <p>
            Your enquiry details are stored and handled in {home}; we do not send them to recipients overseas.
          </p>
        ) : (
          <>
            <p>Some of the services this website uses are outside {home}:</p>
            <ul className="list-disc pl-6">
              {overseas.map((o) => (
                <li key={o.name}>
                  {o.name} ({o.where}): {o.what}.
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={section}>
        <h2 className={h2}>How we hold and secure it</h2>
        <p>
          We hold your details electronically, in our website&apos;s database and in the systems listed above.
          Only staff who need them to answer you can see them. What you send through this website travels
          encrypted (HTTPS), and we take reasonable steps to protect it from misuse, loss and unauthorised
          access; when we no longer need it we delete or de-identify it, as set out below.
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>How long we keep it</h2>
        <p>
          We keep enquiry details for {site.retentionDays} days (about {years}{' '}
          {years === 1 ? 'year' : 'years'}) after we receive them, then delete or de-identify them, unless the
          law requires us to keep them longer.
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>My Garage accounts</h2>
        <p>
          If you create a My Garage account we keep your email and the cars you save, to show them on any
          device you sign in from. We email you a one-time code to sign in; there is no password. Your account
          page shows your enquiries and reservations, lets you change your email and download your data, and
          lets you delete the account at any time. Deleting it removes your email and saved cars from My
          Garage; the enquiries and reservations you sent are records we keep for the period above like any
          other.
        </p>
      </section>
      <section className={section}>
        <h2 className={h2}>Access, correction and complaints</h2>
        <p>
          You may ask to see or correct the personal information we hold about you, or complain about how we
          have handled it.{' '}
          {contact ? (
            <>
              Write to our privacy officer at{' '}
              <a className="underline" href={`mailto:${contact}`}>
                {contact}
              </a>
              {head?.phone ? ` or call ${head.phone}` : ''}.
            </>
          ) : head?.phone ? (
            `Call us on ${head.phone}.`
          ) : null}{' '}
          We reply within 30 days. If you are not satisfied with our answer you can complain to the{' '}
          <a className="underline" href={regulator.url} rel="noopener">
            {regulator.name}
          </a>
          .
        </p>
      </section>
    </PageShell>
  );
}
