import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { journeyPort } from './support/journey-server';

// A demo user of the seed (src/server/seed/seed-demo-users.ts): Parramatta Toyota's manager, of the Sydney site.
const MANAGER = 'manager@parramatta-toyota.example';
const port = journeyPort;

/** Sends a lead from the Sydney demo site to Parramatta Toyota through the public lead API. */
async function sendLead(request: APIRequestContext, name: string) {
  const response = await request.post(`http://127.0.0.1:${port()}/api/leads`, {
    headers: { host: `sydney-motor-group.localhost:${port()}` },
    data: {
      lead: {
        category: 'General Enquiry',
        name,
        phone: '0412 345 678',
        email: 'rita.report@example.com',
        message: 'Do you have a white one?',
        dealership_slug: 'parramatta-toyota',
      },
    },
  });
  expect(response.status()).toBe(201);
}

test.describe('reports', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a lead sent from a demo site is counted on the Reports page, its CSV too, at 390 px', async ({
    page,
    request,
  }) => {
    await signInToDashboard(page, MANAGER);
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    const total = page.getByTestId('report-lead-total');
    const before = Number(await total.textContent());
    await sendLead(request, `Rita Report ${Date.now()}`);
    await page.reload();
    await expect(total).toHaveText(String(before + 1));
    const byDealership = page.getByRole('table', { name: 'Leads by dealership' });
    await expect(byDealership.getByRole('row', { name: /Parramatta Toyota/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Leads by source \(bar chart/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    const csvHref = await page
      .getByRole('link', { name: 'Download “Leads by dealership” as CSV' })
      .getAttribute('href');
    // Fetched by the page (Node's resolver here knows no *.localhost), with the page's session.
    const csv = await page.evaluate(async (href) => {
      const response = await fetch(href);
      // Bytes, not text(): decoding as UTF-8 drops the byte-order mark this checks for.
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        type: response.headers.get('content-type'),
        bom: Array.from(bytes.slice(0, 3)),
        text: new TextDecoder().decode(bytes),
      };
    }, csvHref!);
    expect(csv.type).toContain('text/csv');
    expect(csv.bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.startsWith('Dealership,Leads')).toBe(true);
    expect(csv.text).toMatch(/Parramatta Toyota,\d+/);
  });
});
