import { describe, expect, it } from 'vitest';
import { parseContactQuery } from './contact-query';

describe('parseContactQuery', () => {
  it('reads the car and the category Reserve Car Now sends', () => {
    expect(
      parseContactQuery({ car: '2025-mazda-cx-30-g20-pure-penrith-m68958', category: 'Reserve Car' }),
    ).toEqual({ carSlug: '2025-mazda-cx-30-g20-pure-penrith-m68958', category: 'Reserve Car' });
  });

  it.each([
    ['no parameters', {}],
    ['markup', { car: '<script>x</script>', category: '<b>Question</b>' }],
    ['a path', { car: '../admin', category: 'Free Car' }],
    ['a repeated parameter', { car: ['a-car', 'b-car'], category: ['Question', 'Question'] }],
    ['an empty value', { car: '', category: '' }],
    ['an upper-case slug', { car: 'Mazda-CX-30' }],
    ['an overlong slug', { car: 'a'.repeat(201) }],
  ])('ignores %s', (_case, query) => {
    expect(parseContactQuery(query)).toEqual({ carSlug: null, category: null });
  });

  it('keeps a good value when the other is bad', () => {
    expect(parseContactQuery({ car: 'x--y', category: 'question' })).toEqual({
      carSlug: null,
      category: 'Question',
    });
  });
});
