import { describe, expect, it } from 'vitest';
import { newLeadSubject } from './new-lead-subject';

const car = { year: 2021, make: 'Toyota', model: 'Corolla' };

describe('newLeadSubject', () => {
  it.each([
    [
      { category: 'Test Drive', car, firstName: 'Sam', name: 'Sam Lee' },
      'New Test Drive enquiry: 2021 Toyota Corolla – Sam',
    ],
    [
      { category: 'Used Vehicle Enquiry', car, firstName: null, name: 'Ana María Ruiz' },
      'New Used Vehicle enquiry: 2021 Toyota Corolla – Ana',
    ],
    [{ category: 'Finance', car: null, firstName: 'Jo', name: null }, 'New Finance enquiry – Jo'],
    // A category that is nothing but "Enquiry" keeps it, rather than reading "New  enquiry".
    [{ category: ' Enquiry', car: null, firstName: 'Jo', name: null }, 'New Enquiry enquiry – Jo'],
    [{ category: 'General Enquiry', car: null, firstName: ' ', name: '' }, 'New General enquiry – a buyer'],
    [
      { category: 'Question', car: null, firstName: 'Eve\r\nBcc: x@y.z', name: null },
      'New Question enquiry – Eve Bcc: x@y.z',
    ],
  ])('%o reads %s', (parts, subject) => {
    expect(newLeadSubject(parts)).toBe(subject);
  });
});
