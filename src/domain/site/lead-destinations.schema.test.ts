import { describe, expect, it } from 'vitest';
import { ZLeadDestination, ZLeadDestinations } from './lead-destinations.schema';
import { ZSalesContacts } from './sales-contacts.schema';

const issues = (value: unknown) =>
  ZLeadDestinations.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZLeadDestinations', () => {
  const valid = [
    { kind: 'webhook', name: 'CRM', url: 'https://crm.example/leads', secret: 'a-secret-of-16-chars' },
    { kind: 'email-adf', name: 'Sales inbox', to: 'leads@dealer.example', from: 'web@dealer.example' },
    { kind: 'taurus', name: 'Taurus', url: 'https://taurus.example/leads' },
  ];

  it('accepts a webhook, an ADF email and a partner relay', () => {
    expect(ZLeadDestinations.parse(valid)).toEqual(valid);
  });

  it('keeps a saved secret as it is stored (sealed), and needs one or the other', () => {
    const kept = { kind: 'webhook', name: 'CRM', url: 'https://crm.example/leads', sealedSecret: 'v1.a.b.c' };
    expect(ZLeadDestinations.parse([kept])).toEqual([kept]);
    expect(issues([{ kind: 'webhook', name: 'CRM', url: 'https://crm.example/leads' }])).toEqual([
      ['0.secret', 'is required'],
    ]);
  });

  it('refuses a short secret, a plain-http webhook, a bad address and an unknown kind', () => {
    expect(
      issues([
        { kind: 'webhook', name: 'CRM', url: 'http://crm.example', secret: 'short' },
        { kind: 'email-adf', name: 'Inbox', to: 'nobody', from: 'web@dealer.example' },
        { kind: 'fax', name: 'Fax' },
      ]),
    ).toEqual([
      ['0.url', 'is an https:// address'],
      ['0.secret', 'is at least 16 characters'],
      ['1.to', 'is an email address such as sales@dealer.com.au'],
      ['2.kind', 'is one of the listed kinds'],
    ]);
  });
});

describe('ZLeadDestination', () => {
  it('is a destination as a sender needs it: a webhook with its secret in clear', () => {
    const hook = {
      kind: 'webhook',
      name: 'CRM',
      url: 'https://crm.example/leads',
      secret: 'a-secret-of-16-chars',
    };
    expect(ZLeadDestination.parse(hook)).toEqual(hook);
    expect(ZLeadDestination.safeParse({ ...hook, secret: undefined }).success).toBe(false);
  });
});

describe('ZSalesContacts', () => {
  it('accepts a contact and names a bad email', () => {
    const contact = { name: 'Ann Lee', role: 'Sales', phone: '0412 345 678', email: 'ann@dealer.example' };
    expect(ZSalesContacts.parse([contact])).toEqual([contact]);
    const result = ZSalesContacts.safeParse([{ ...contact, email: 'ann' }]);
    expect(result.error!.issues[0]!.path).toEqual([0, 'email']);
  });
});
