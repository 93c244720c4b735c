import { expect, test } from './support/test';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { dashboardUrl, journeyPort } from './support/journey-server';
import { mailsTo, type TReadMail } from './support/read-mail';

// Demo users of the seed (demo/seed-demo-users.ts).
const GROUP_ADMIN = 'group.admin@sydney-motor-group.example';
const SALES = 'sales@parramatta-toyota.example';

test('a lead sent from a demo site is announced in the open inbox and emailed to the sales contact of its category, whose link opens it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const desk = `desk.${stamp}@parramatta-toyota.example`;
  const finance = `finance.${stamp}@parramatta-toyota.example`;

  // The site's admin lists who is emailed Parramatta Toyota's new leads, per category.
  await signInToDashboard(page, GROUP_ADMIN);
  await page.goto(dashboardUrl('/settings/sydney-motor-group/dealerships'));
  await page.getByRole('link', { name: 'Parramatta Toyota' }).first().click();
  await page.getByRole('link', { name: 'Who is emailed new leads' }).click();
  await page.getByLabel('General Enquiry').fill(desk);
  await page.getByLabel('Finance (optional)', { exact: true }).fill(finance);
  await page.getByRole('button', { name: 'Save new-lead contacts' }).click();
  await expect(page.getByRole('status')).toHaveText('New-lead contacts saved.');
  await expect(page.getByLabel('General Enquiry')).toHaveValue(desk);
  await expectNoAxeViolations(page);
  await page.goto(dashboardUrl('/leads'));

  // A buyer's enquiry from the Sydney demo site (the request its enquiry form sends).
  const name = `Ned Notify ${stamp}`;
  const sent = await request.post(`http://127.0.0.1:${journeyPort()}/api/leads`, {
    headers: { host: `sydney-motor-group.localhost:${journeyPort()}` },
    data: {
      lead: {
        category: 'General Enquiry',
        name,
        phone: '0412 345 678',
        email: `ned.${stamp}@example.com`,
        message: 'Can I book a service for Saturday?',
        dealership_slug: 'parramatta-toyota',
      },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  // The open inbox announces it within 10 s, without a reload.
  await expect(page.getByText('A new lead arrived.')).toBeVisible({ timeout: 10_000 });

  // The outbox worker writes it to the mail folder within a few ticks.
  let mail: TReadMail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(desk))[0]) !== undefined, { timeout: 20_000, intervals: [250] })
    .toBe(true);
  expect(mail!.headers.get('subject')).toBe(`New General enquiry – Ned`);
  expect(mail!.headers.get('content-type')).toMatch(/^multipart\/alternative/);
  expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail!.text).toContain('Can I book a service for Saturday?');
  expect(mail!.html).toContain('href="tel:0412345678"');
  expect(mail!.html).toContain(`href="mailto:ned.${stamp}@example.com"`);
  // The Finance contact is not told of a general enquiry.
  expect(await mailsTo(finance)).toEqual([]);

  // Its one dashboard link opens the lead for a salesperson, once signed in.
  const link = /http:\/\/dashboard\.localhost(:\d+)?\/leads\/[\w-]+/.exec(mail!.text)![0];
  const leadPath = new URL(link).pathname;
  expect(leadPath).toBe(`/leads/${id}`);
  const context = await browser.newContext();
  const salesPage = await context.newPage();
  await salesPage.goto(dashboardUrl(leadPath));
  await expect(salesPage).toHaveURL(/\/sign-in$/);
  await signInToDashboard(salesPage, SALES);
  await salesPage.goto(dashboardUrl(leadPath));
  await expect(salesPage.getByRole('heading', { level: 1 })).toHaveText(name);
  await context.close();
});
