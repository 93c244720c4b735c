import { describe, expect, it } from 'vitest';
import { alertFieldOf, ZLeadAlertContactsForm } from './lead-alert-contacts.schema';

const used = alertFieldOf('Used Vehicle Enquiry');

describe('ZLeadAlertContactsForm', () => {
  it('reads one contact a line: addresses in lower case, mobiles as + and digits, repeats once', () => {
    const parsed = ZLeadAlertContactsForm.parse({
      [used]: 'Desk@Dealer.example\n\n+61 400 000 001, desk@dealer.example\n+61400000001',
    });
    expect(used).toBe('alerts-used-vehicle-enquiry');
    expect(parsed[used]).toEqual([
      { kind: 'email', email: 'desk@dealer.example' },
      { kind: 'phone', phone: '+61400000001' },
    ]);
    expect(parsed[alertFieldOf('Finance')]).toEqual([]);
  });

  it.each(['bob@', '0400 000 001', 'call Sam'])('refuses %s at its field, quoting it', (line) => {
    const result = ZLeadAlertContactsForm.safeParse({ [used]: `ok@dealer.example\n${line}` });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { path: [used], message: expect.stringContaining(`“${line}”`) },
    ]);
  });

  it('refuses more than 20 contacts in a category', () => {
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@dealer.example`).join('\n');
    expect(ZLeadAlertContactsForm.safeParse({ [used]: many }).error!.issues[0]!.message).toMatch(
      /at most 20/,
    );
  });
});
