import { redirect } from 'next/navigation';
import { enquiryStatusLabel, reservationStatusLabel } from '@/domain/buyers/buyer-status-labels';
import { listBuyerEnquiries, listBuyerReservations } from '@/server/buyers/buyer-dealings';
import { listBuyerSavedCars } from '@/server/buyers/buyer-saved-cars';
import { getDb } from '@/server/db/db';
import type { TSiteQuery } from '@/server/websites/site-segment';
import type { TSite } from '@/server/websites/site.types';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { PageShell } from '@/ui/layout/page-shell';
import { currentGarageAccount } from './current-garage-account';
import {
  fieldError,
  GarageForm,
  headingClass,
  linkClass,
  PageError,
  queryValue,
  sectionClass,
} from './garage-form-parts';

const cell = 'border-line border-b px-3 py-2 text-left align-top';

/**
 * /account: the signed-in buyer's My Garage at this site: saved cars, their enquiries and reservations with where
 * the dealer has got to, the email (changed with a code to the new address), "download my data" and "delete my
 * account" (with a code), for APP 12/13 and NZ IPP 6/7. Signed out, the sign-in page.
 */
export async function AccountPage({ site, query }: { site: TSite; query: TSiteQuery }) {
  const account = await currentGarageAccount(site.id);
  if (!account) redirect('/account/sign-in');
  const db = await getDb();
  const [saved, enquiries, reservations] = await Promise.all([
    listBuyerSavedCars(db, account.id),
    listBuyerEnquiries(db, account),
    listBuyerReservations(db, account),
  ]);
  const date = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: site.timezone });
  const step = queryValue(query, 'step');
  const newEmail = queryValue(query, 'email') ?? '';
  return (
    <PageShell title="My Garage" intro={`Signed in to ${site.name} as ${account.email}.`}>
      {queryValue(query, 'changed') === 'email' && (
        <p role="status" className="mt-4 font-semibold">
          Your email is now {account.email}.
        </p>
      )}
      <PageError query={query} />
      <form method="post" action="/api/account/sign-out" className="mt-4">
        <button type="submit" className={`${linkClass} min-h-11`}>
          Sign out
        </button>
      </form>

      <section className={sectionClass} aria-labelledby="garage-saved">
        <h2 id="garage-saved" className={headingClass}>
          Saved cars
        </h2>
        {saved.length === 0 ? (
          <p>
            No saved cars yet. Tap the heart on a car to keep it here.{' '}
            <a href="/favourites" className={linkClass}>
              Your favourites
            </a>
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-6" data-testid="garage-saved-cars">
            {saved.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.slug}`} className="underline underline-offset-4">
                  {car.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="garage-enquiries">
        <h2 id="garage-enquiries" className={headingClass}>
          Your enquiries
        </h2>
        {enquiries.length === 0 ? (
          <p>No enquiries sent with {account.email} yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr>
                  <th className={cell}>Sent</th>
                  <th className={cell}>Enquiry</th>
                  <th className={cell}>Car</th>
                  <th className={cell}>Status</th>
                </tr>
              </thead>
              <tbody>
                {enquiries.map((enquiry) => (
                  <tr key={enquiry.id}>
                    <td className={cell}>{date.format(enquiry.createdAt)}</td>
                    <td className={cell}>{enquiry.category}</td>
                    <td className={cell}>{enquiry.car ?? '—'}</td>
                    <td className={cell}>{enquiryStatusLabel(enquiry.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="garage-reservations">
        <h2 id="garage-reservations" className={headingClass}>
          Your reservations
        </h2>
        {reservations.length === 0 ? (
          <p>No reservations or purchases made with {account.email}.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr>
                  <th className={cell}>Made</th>
                  <th className={cell}>Reference</th>
                  <th className={cell}>Car</th>
                  <th className={cell}>Amount</th>
                  <th className={cell}>Status</th>
                </tr>
              </thead>
              <tbody>
                {reservations.map((reservation) => (
                  <tr key={reservation.reference ?? reservation.createdAt.toISOString()}>
                    <td className={cell}>{date.format(reservation.createdAt)}</td>
                    <td className={cell}>{reservation.reference ?? '—'}</td>
                    <td className={cell}>{reservation.car ?? 'A model deposit'}</td>
                    <td className={cell}>
                      {new Intl.NumberFormat('en-AU', {
                        style: 'currency',
                        currency: reservation.currency,
                      }).format(reservation.amountCents / 100)}{' '}
                      {reservation.kind === 'buy' ? 'purchase' : 'deposit'}
                    </td>
                    <td className={cell}>{reservationStatusLabel(reservation.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="garage-email">
        <h2 id="garage-email" className={headingClass}>
          Your email
        </h2>
        {step === 'email-code' && newEmail ? (
          <>
            <p>
              We sent a 6-digit code to <strong>{newEmail}</strong>. Enter it to make it your My Garage email.
            </p>
            <GarageForm action="/api/account/email">
              <input type="hidden" name="email" value={newEmail} />
              <TextField
                id="garage-email-code"
                name="code"
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={7}
                error={fieldError(query, 'code')}
              />
              <SubmitButton>Change my email</SubmitButton>
            </GarageForm>
          </>
        ) : (
          <GarageForm action="/api/account/code">
            <input type="hidden" name="purpose" value="change_email" />
            <TextField
              id="garage-new-email"
              name="email"
              type="email"
              label="New email"
              autoComplete="email"
              required
              defaultValue={newEmail}
              error={fieldError(query, 'email')}
            />
            <SubmitButton>Email a code to the new address</SubmitButton>
          </GarageForm>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="garage-data">
        <h2 id="garage-data" className={headingClass}>
          Your data
        </h2>
        <p>
          Download everything this account holds: your email, saved cars, and your enquiries and reservations
          as {site.name} holds them.
        </p>
        <p>
          <a href="/api/account/export" download className={linkClass}>
            Download my data (JSON)
          </a>
        </p>
      </section>

      <section className={sectionClass} aria-labelledby="garage-delete">
        <h2 id="garage-delete" className={headingClass}>
          Delete my account
        </h2>
        <p>
          Deleting your account removes your email and saved cars from My Garage and signs you out. Enquiries
          and reservations you sent are records {site.name} keeps, as our{' '}
          <a href="/pages/privacy-statement" className="underline">
            privacy statement
          </a>{' '}
          says, until they are deleted or de-identified after {site.retentionDays} days.
        </p>
        {step === 'delete-code' ? (
          <GarageForm action="/api/account/delete">
            <TextField
              id="garage-delete-code"
              name="code"
              label={`Code emailed to ${account.email}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={7}
              error={fieldError(query, 'code')}
            />
            <SubmitButton>Delete my account</SubmitButton>
          </GarageForm>
        ) : (
          <GarageForm action="/api/account/code">
            <input type="hidden" name="purpose" value="delete_account" />
            <SubmitButton>Email me a code to delete my account</SubmitButton>
          </GarageForm>
        )}
      </section>
    </PageShell>
  );
}
