import { describe, expect, it } from 'vitest';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { fieldErrors } from '@/ui/form/form-errors';
import { settingsSection } from './sections';

const SECRET = 'whsec-saved-0123456789';
const SEALED = 'v1.iv.tag.sealed-body';
const site = {
  name: 'Sydney Motor Group',
  phone: '02 9000 0000',
  facebookUrl: null,
  instagramUrl: 'https://instagram.com/smg',
  overdueMinutes: 120,
  retentionDays: 730,
  theme: { nope: true },
  paymentProvider: 'stripe',
  financeProvider: 'angle',
  paymentPublicKey: 'pk_test_123456',
  salesContacts: [{ name: 'Ann Lee', role: 'Sales', phone: '0412 345 678', email: 'ann@dealer.example' }],
  leadDestinations: [
    { kind: 'webhook', name: 'CRM', url: 'https://crm.example/in', sealedSecret: SEALED },
    { kind: 'email-adf', name: 'Inbox', to: 'leads@dealer.example', from: 'web@dealer.example' },
  ],
} as unknown as TEditableSite;

function roundTrip(key: string, change: Record<string, string> = {}, saved = site) {
  const section = settingsSection(key)!;
  const values = { ...section.values(saved), ...change };
  const decoded = section.decode(nestFormValues(Object.entries(values)), saved);
  const parsed = section.schema.safeParse(decoded.candidate);
  return { values, parsed, errors: parsed.success ? {} : fieldErrors(parsed.error, decoded) };
}

describe('each settings form saves its saved values unchanged', () => {
  it.each(['general', 'theme', 'lead-destinations', 'contacts', 'finance', 'payment'])('%s', (key) => {
    expect(roundTrip(key).errors).toEqual({});
  });

  it('knows no other section', () => {
    expect(settingsSection('secrets')).toBeUndefined();
  });
});

describe('the forms read back', () => {
  it('general: empty optional fields are null, numbers are numbers, a bad one is named', () => {
    expect(roundTrip('general').parsed.data).toMatchObject({ facebookUrl: null, overdueMinutes: 120 });
    expect(roundTrip('general', { overdueMinutes: 'soon', phone: '' }).errors).toEqual({
      overdueMinutes: 'is a whole number',
    });
    expect(roundTrip('general').parsed.data).toMatchObject({ mailFromName: null, mailFromAddress: null });
    expect(roundTrip('general', { mailFromAddress: 'not an address' }).errors).toEqual({
      mailFromAddress: 'is an email address such as sales@dealer.com.au',
    });
    expect(roundTrip('general').parsed.data).toMatchObject({ mapsKey: null });
    expect(
      roundTrip('general', { mapsKey: ' AIzaSyD-abcdefghijklmnopqrstuvwxyz01234 ' }).parsed.data,
    ).toMatchObject({
      mapsKey: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234',
    });
    expect(roundTrip('general', { mapsKey: 'my-key' }).errors).toEqual({
      mapsKey: 'is a Google Maps API key: 39 characters starting AIza',
    });
  });

  it('theme: a malformed saved theme shows the fallback; a low-contrast pair is refused at its field', () => {
    const { values, errors } = roundTrip('theme', { colorPrimary: '#FFFF00' });
    expect(values.radius).toBe('8px');
    expect(Object.keys(errors)).toEqual(['colorPrimaryContrast']);
  });

  it('lead destinations: a webhook left without a secret keeps its saved one, which is never shown', () => {
    const { values, parsed } = roundTrip('lead-destinations');
    expect(Object.values(values)).not.toContain(SEALED);
    expect((parsed.data as unknown[])[0]).toEqual(site.leadDestinations[0]);
    const legacy = { kind: 'webhook', name: 'CRM', url: 'https://crm.example/in', secret: SECRET };
    const old = { ...site, leadDestinations: [legacy] } as unknown as TEditableSite;
    const kept = roundTrip('lead-destinations', {}, old);
    expect(Object.values(kept.values)).not.toContain(SECRET);
    expect((kept.parsed.data as unknown[])[0]).toMatchObject({ secret: SECRET });
    const typed = roundTrip('lead-destinations', { 'rows.0.secret': 'a-new-secret-of-16+' });
    expect((typed.parsed.data as unknown[])[0]).toMatchObject({ secret: 'a-new-secret-of-16+' });
    const added = roundTrip('lead-destinations', {
      'rows.2.kind': 'webhook',
      'rows.2.name': 'New CRM',
      'rows.2.url': 'https://new.example/in',
    });
    expect(added.errors).toEqual({ 'rows.2.secret': 'is at least 16 characters' });
    const relay = roundTrip('lead-destinations', {
      'rows.1.kind': 'taurus',
      'rows.1.url': 'https://t.example',
    });
    expect((relay.parsed.data as unknown[])[1]).toEqual({
      kind: 'taurus',
      name: 'Inbox',
      url: 'https://t.example',
    });
  });

  it('finance: rates are read as typed ("6.99%", "$30,000"); a rate without its comparison rate is refused there', () => {
    const rates = {
      'financeRates.interestRate': '6.99%',
      'financeRates.comparisonRate': '7.45',
      'financeRates.exampleAmount': '$30,000',
      'financeRates.exampleTermMonths': '60',
    };
    expect(roundTrip('finance', rates).parsed.data).toEqual({
      financeProvider: 'angle',
      financeRates: {
        interestRate: 6.99,
        comparisonRate: 7.45,
        exampleAmount: 30_000,
        exampleTermMonths: 60,
        termMonths: null,
        depositPercent: null,
        balloonPercent: null,
      },
    });
    expect(roundTrip('finance', { ...rates, 'financeRates.comparisonRate': '' }).errors).toEqual({
      'financeRates.comparisonRate': expect.stringContaining('National Credit Code s164'),
    });
    expect(roundTrip('finance', { 'financeRates.termMonths': 'five years' }).errors).toEqual({
      'financeRates.termMonths': 'is a whole number of months',
    });
    const saved = { ...site, financeRates: { ...rates, interestRate: 6.99, termMonths: null } };
    expect(settingsSection('finance')!.values(saved as unknown as TEditableSite)).toMatchObject({
      'financeRates.interestRate': '6.99',
      'financeRates.termMonths': '',
    });
  });

  it('contacts: a removed row is dropped', () => {
    expect(roundTrip('contacts', { 'rows.0.remove': '1' }).parsed.data).toEqual([]);
  });

  it('payment: an empty secret keeps the saved one; the tick removes it', () => {
    expect(roundTrip('payment').parsed.data).toEqual({
      provider: 'stripe',
      publicKey: 'pk_test_123456',
      secretKey: null,
      webhookSecret: null,
    });
    expect(roundTrip('payment', { clearSecret: '1', provider: '' }).parsed.data).toMatchObject({
      provider: null,
      secretKey: 'clear',
      webhookSecret: null,
    });
    expect(roundTrip('payment', { webhookSecret: 'whsec_0123456789abcdef' }).parsed.data).toMatchObject({
      secretKey: null,
      webhookSecret: 'whsec_0123456789abcdef',
    });
    expect(roundTrip('payment', { clearWebhookSecret: '1' }).parsed.data).toMatchObject({
      secretKey: null,
      webhookSecret: 'clear',
    });
  });
});
