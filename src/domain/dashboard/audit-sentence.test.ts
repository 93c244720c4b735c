import { describe, expect, it } from 'vitest';
import { AUDIT_SENTENCES, auditSentence, type TAuditFacts } from './audit-sentence';

const names: Record<string, string> = { u1: 'Sam Sales' };
const nameOf = (id: string) => names[id] ?? null;
const say = (action: string, before: TAuditFacts['before'] = null, after: TAuditFacts['after'] = null) =>
  auditSentence({ action, actor: 'Mia Manager', before, after }, nameOf);

describe('auditSentence', () => {
  it('says a price change in dollars, as the issue asks', () => {
    expect(
      say(
        'car.updated',
        { carId: 1, stocknum: 'S1', price: 42990 },
        { carId: 1, stocknum: 'S1', price: 41990 },
      ),
    ).toBe('Mia Manager changed the price from $42,990 to $41,990 of stock number S1.');
  });

  it('lists several car fields, each in its own words, and a save without changes', () => {
    expect(
      say(
        'car.updated',
        {
          carId: 1,
          sold: false,
          interestRate: null,
          termMonths: 48,
          features: ['a'],
          description: 'x',
          colour: 'red',
        },
        {
          carId: 1,
          sold: true,
          interestRate: '6.50',
          termMonths: 60,
          features: ['a', 'b'],
          description: 'y',
          colour: 'blue',
        },
      ),
    ).toBe(
      'Mia Manager changed “sold” from no to yes, the interest rate from nothing to 6.5%, the term from 48 months to 60 months, the features from 1 features to 2 features, the description from new text to new text and colour from red to blue.',
    );
    expect(say('car.updated', { carId: 1 }, { carId: 1 })).toBe('Mia Manager saved the car without changes.');
    expect(say('car.updated', null, null)).toBe('Mia Manager saved the car without changes.');
    expect(say('car.updated', { odd: false }, { odd: true })).toBe('Mia Manager changed odd from no to yes.');
    expect(say('car.updated', { price: 'x' }, { price: null })).toBe(
      'Mia Manager changed the price from nothing to nothing.',
    );
    expect(say('car.updated', { features: 'a' }, { features: '' })).toBe(
      'Mia Manager changed the features from a to nothing.',
    );
  });

  it('names the assignee, nobody, or a former user', () => {
    expect(say('lead.assigned', { assignedUserId: null }, { assignedUserId: 'u1' })).toBe(
      'Mia Manager assigned the lead to Sam Sales.',
    );
    expect(say('lead.assigned', { assignedUserId: 'u1' }, { assignedUserId: 'gone' })).toBe(
      'Mia Manager assigned the lead to a former user.',
    );
    expect(say('lead.assigned', { assignedUserId: 'u1' }, { assignedUserId: null })).toBe(
      'Mia Manager unassigned the lead.',
    );
    expect(
      auditSentence({ action: 'lead.assigned', actor: 'A', before: null, after: { assignedUserId: 'u1' } }),
    ).toBe('A assigned the lead to a former user.');
  });

  it('says status changes with the status labels', () => {
    expect(say('lead.status_changed', { status: 'new' }, { status: 'appointment' })).toBe(
      'Mia Manager changed the status from “New” to “Appointment”.',
    );
    expect(say('lead.status_changed', null, null)).toBe(
      'Mia Manager changed the status from nothing to nothing.',
    );
  });

  it('has a sentence for every other recorded action, never JSON', () => {
    const cases: [string, TAuditFacts['before'], TAuditFacts['after'], string][] = [
      ['lead.marked_spam', null, null, 'Mia Manager marked the lead as spam.'],
      ['lead.note_added', null, { body: 'hi' }, 'Mia Manager added a note.'],
      ['lead.delivery_resent', null, { destination: 'CRM' }, 'Mia Manager sent the lead to CRM again.'],
      ['reservation.cancelled', null, null, 'Mia Manager cancelled the reservation.'],
      ['reservation.refunded', null, null, 'Mia Manager marked the reservation as refunded.'],
      ['car.photos_added', { photos: ['a'] }, { photos: ['a', 'b', 'c'] }, 'Mia Manager added 2 photos.'],
      ['car.photos_added', null, { photos: ['a'] }, 'Mia Manager added 1 photo.'],
      ['car.photo_deleted', null, null, 'Mia Manager deleted a photo.'],
      ['car.photos_reordered', null, null, 'Mia Manager changed the order of the photos.'],
      [
        'stock.imported',
        null,
        { file: 'cars.csv', created: 3, updated: 1, rejected: 0 },
        'Mia Manager imported cars.csv: 3 cars added, 1 car updated, 0 rows refused.',
      ],
      ['stock_api_key.created', null, { name: 'Feed' }, 'Mia Manager created the stock API key “Feed”.'],
      ['stock_api_key.revoked', { name: 'Feed' }, null, 'Mia Manager revoked the stock API key “Feed”.'],
      [
        'person.invited',
        null,
        { email: 'a@b.example', role: 'salesperson' },
        'Mia Manager invited a@b.example as salesperson.',
      ],
      [
        'person.role_added',
        { email: 'a@b.example' },
        { role: 'group_admin' },
        'Mia Manager made a@b.example a group admin.',
      ],
      [
        'person.role_removed',
        { email: 'a@b.example', role: 'odd_role' },
        null,
        'Mia Manager took the odd_role role from a@b.example.',
      ],
      [
        'person.deactivated',
        { email: 'a@b.example' },
        { leadsUnassigned: 2 },
        'Mia Manager deactivated a@b.example (2 leads unassigned).',
      ],
      ['person.reactivated', { email: 'a@b.example' }, null, 'Mia Manager reactivated a@b.example.'],
      [
        'person.password_reset_sent',
        { email: 'a@b.example' },
        null,
        'Mia Manager sent a@b.example a password reset link.',
      ],
      ['invitation.accepted', null, null, 'Mia Manager accepted the invitation as a role.'],
      ['invitation.resent', null, null, 'Mia Manager sent the invitation again.'],
      [
        'invitation.reset_link_sent',
        null,
        null,
        'Mia Manager was sent a password reset link instead of an invitation.',
      ],
      ['invitation.withdrawn', null, null, 'Mia Manager withdrew an invitation.'],
      ['two_factor.on', null, null, 'Mia Manager turned on two-factor sign-in.'],
      ['two_factor.off', null, null, 'Mia Manager turned off two-factor sign-in.'],
      ['two_factor.recovery_codes', null, null, 'Mia Manager made new recovery codes.'],
      ['site.create', null, { name: 'Alpha' }, 'Mia Manager created the site Alpha.'],
      ['dealership.create', null, { name: 'A1' }, 'Mia Manager added the dealership A1.'],
      ['dealership.update', null, { name: 'A1' }, 'Mia Manager changed the dealership A1.'],
      [
        'dealership.lead_alert_contacts',
        null,
        {
          contacts: { 'General Enquiry': ['sam@example.com', '+61412345678'], Finance: ['fin@example.com'] },
        },
        'Mia Manager changed who is emailed new leads: General Enquiry to sam@example.com and +61412345678; Finance to fin@example.com.',
      ],
      [
        'dealership.lead_alert_contacts',
        { contacts: { Finance: ['fin@example.com'] } },
        { contacts: {} },
        'Mia Manager changed who is emailed new leads: nobody.',
      ],
      ['dealership.lead_alert_contacts', null, null, 'Mia Manager changed who is emailed new leads: nobody.'],
      ['settings.location.create', null, { name: 'Yard' }, 'Mia Manager added the location Yard.'],
      ['settings.publish', null, null, 'Mia Manager published the site.'],
      ['settings.unpublish', null, null, 'Mia Manager took the site offline.'],
      [
        'settings.domains.add',
        null,
        { added: ['a.example', 'b.example'] },
        'Mia Manager added the domain a.example, b.example.',
      ],
      ['settings.domains.remove', { host: 'a.example' }, null, 'Mia Manager removed the domain a.example.'],
      [
        'settings.domains.canonical',
        null,
        { canonical: 'a.example' },
        'Mia Manager made a.example the site’s main domain.',
      ],
      [
        'settings.test-lead',
        null,
        { destination: 'CRM', ok: true },
        'Mia Manager sent a test lead to CRM: delivered.',
      ],
      [
        'settings.test-lead',
        null,
        { destination: 'CRM', ok: false },
        'Mia Manager sent a test lead to CRM: not delivered.',
      ],
      ['settings.redirects', { redirects: 0 }, { redirects: 1 }, 'Mia Manager saved 1 redirect.'],
      ['settings.finance', null, null, 'Mia Manager changed the finance settings.'],
      ['settings.lead-destinations', null, null, 'Mia Manager changed where leads are sent.'],
    ];
    for (const [action, before, after, sentence] of cases)
      expect(say(action, before, after), action).toBe(sentence);
    expect(AUDIT_SENTENCES['settings.home']).toBeDefined();
  });

  it('reads an action it has no sentence for as a plain change', () => {
    expect(say('reservation.released')).toBe('Mia Manager made a change (reservation released).');
    expect(AUDIT_SENTENCES['settings.nope']).toBeUndefined();
  });
});
