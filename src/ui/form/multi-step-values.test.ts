import { describe, expect, it } from 'vitest';
import {
  displayValue,
  enteredBeforeHydration,
  serverFieldError,
  withStoredDetails,
} from './multi-step-values';
import type { TFormStep } from './multi-step-form.types';

describe('withStoredDetails', () => {
  const stored = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412345678', postcode: '2150' };

  it('fills the untouched contact fields from the stored details', () => {
    expect(withStoredDetails({ loan_amount: '30000' }, stored)).toEqual({ loan_amount: '30000', ...stored });
  });

  it('keeps what the visitor typed, even an emptied field', () => {
    expect(withStoredDetails({ name: 'Sam', email: '' }, stored)).toEqual({
      name: 'Sam',
      email: '',
      phone: '0412345678',
      postcode: '2150',
    });
  });

  it('adds nothing when nothing is stored', () => {
    expect(withStoredDetails({ name: 'Sam' }, {})).toEqual({ name: 'Sam' });
  });
});

describe('serverFieldError', () => {
  const steps: Pick<TFormStep, 'title' | 'fields'>[] = [
    { title: 'Loan', fields: [{ name: 'loan_amount', label: 'Amount' }] },
    { title: 'About you', fields: [{ name: 'email', label: 'Email' }] },
  ];

  it("puts the API's error at its field, on the step that holds it", () => {
    expect(serverFieldError(steps, 'lead.email', 'lead.email: invalid email address')).toEqual({
      step: 2,
      field: 'email',
      message: 'invalid email address',
    });
  });

  it('reads a field named without the lead prefix', () => {
    expect(serverFieldError(steps, 'loan_amount', 'Too big')).toEqual({
      step: 1,
      field: 'loan_amount',
      message: 'Too big',
    });
  });

  it.each([
    [null, 'Too many requests'],
    ['lead.car_id', 'lead.car_id: No such car on this site.'],
  ])('is null for a field no step has (%j)', (field, message) => {
    expect(serverFieldError(steps, field, message)).toBeNull();
  });
});

describe('displayValue', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, '—'],
    [null, '—'],
    ['  ', '—'],
    ['60', '60'],
    [0, '0'],
  ])('%j -> %j', (value, shown) => {
    expect(displayValue(value)).toBe(shown);
  });
});

describe('enteredBeforeHydration', () => {
  const steps: Pick<TFormStep, 'title' | 'fields'>[] = [
    {
      title: 'Loan',
      fields: [
        { name: 'loan_amount', label: 'Amount' },
        { name: 'employment', label: 'Employment', input: 'select' },
      ],
    },
    {
      title: 'About you',
      fields: [
        { name: 'name', label: 'Name' },
        { name: 'privacy', label: 'I agree', input: 'checkbox' },
        { name: 'comments', label: 'Comments', input: 'textarea' },
      ],
    },
  ];
  const page = (entries: Record<string, string | boolean>) => (name: string) => entries[name] ?? null;

  it('takes what was typed, chosen or ticked in the page and differs from the state', () => {
    const read = page({
      loan_amount: '30000',
      employment: 'Full time',
      name: '',
      privacy: true,
      comments: '',
    });
    expect(enteredBeforeHydration(steps, {}, read)).toEqual({
      loan_amount: '30000',
      employment: 'Full time',
      privacy: true,
    });
  });

  it('takes nothing the state already holds, and a field the visitor emptied or unticked', () => {
    const values = { loan_amount: '30000', name: 'Jo Citizen', privacy: true };
    const read = page({ loan_amount: '30000', name: '', privacy: false, employment: '', comments: '' });
    expect(enteredBeforeHydration(steps, values, read)).toEqual({ name: '', privacy: false });
  });

  it('skips a field the page does not have', () => {
    expect(enteredBeforeHydration(steps, {}, page({ name: 'Sam' }))).toEqual({ name: 'Sam' });
  });
});
