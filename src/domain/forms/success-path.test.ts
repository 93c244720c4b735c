import { describe, expect, it } from 'vitest';
import { successPath } from './success-path';

describe('successPath', () => {
  it.each([
    ['category only', 'Test Drive', undefined, '/success?category=Test+Drive'],
    [
      'extra pairs follow',
      'Enquiry',
      { car_id: '42', stock: 'A1&2' },
      '/success?category=Enquiry&car_id=42&stock=A1%262',
    ],
    [
      'extra category ignored',
      'Finance',
      { category: 'Other', step: '3' },
      '/success?category=Finance&step=3',
    ],
  ])('%s', (_case, category, extra, expected) => {
    expect(successPath(category, extra)).toBe(expected);
  });
});
