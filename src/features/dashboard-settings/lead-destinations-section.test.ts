import { afterEach, describe, expect, it, vi } from 'vitest';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { fieldErrors } from '@/ui/form/form-errors';

const site = { leadDestinations: [] } as unknown as TEditableSite;
const REFUSED = 'is a public address, not localhost, a private network or a cloud metadata address';

/** The section read fresh, so src/env.ts reads WEBHOOK_ALLOW_PRIVATE as the test set it. */
async function errorsFor(rows: Record<string, string>[]) {
  vi.resetModules();
  const { leadDestinationsSection } = await import('./lead-destinations-section');
  const values = Object.fromEntries(
    rows.flatMap((row, i) => Object.entries(row).map(([field, value]) => [`rows.${i}.${field}`, value])),
  );
  const decoded = leadDestinationsSection.decode(nestFormValues(Object.entries(values)), site);
  const parsed = leadDestinationsSection.schema.safeParse(decoded.candidate);
  return parsed.success ? {} : fieldErrors(parsed.error, decoded);
}

const webhook = (url: string) => ({ kind: 'webhook', name: 'CRM', url, secret: 'a-secret-of-16-chars' });

describe('the lead destinations form', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("refuses at its field an address on the platform's own network", async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '');
    expect(
      await errorsFor([
        webhook('https://localhost/leads'),
        webhook('https://10.0.0.5/leads'),
        { kind: 'taurus', name: 'Taurus', url: 'https://169.254.169.254/latest' },
        { kind: 'drive-iq', name: 'Drive IQ', url: 'https://[::1]:8443/leads' },
        webhook('https://crm.example/leads'),
        webhook('https://203.2.218.214/leads'),
      ]),
    ).toEqual({ 'rows.0.url': REFUSED, 'rows.1.url': REFUSED, 'rows.2.url': REFUSED, 'rows.3.url': REFUSED });
  });

  it('lets through what WEBHOOK_ALLOW_PRIVATE names', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '10.0.0.0/8');
    expect(await errorsFor([webhook('https://10.0.0.5/leads'), webhook('https://10.0.0.6/')])).toEqual({});
    expect(await errorsFor([webhook('https://192.168.0.5/leads')])).toEqual({ 'rows.0.url': REFUSED });
  });

  it('leaves an address that is not https to the https rule', async () => {
    expect(await errorsFor([webhook('http://127.0.0.1/leads')])).toEqual({
      'rows.0.url': 'is an https:// address',
    });
  });
});
