import { describe, expect, it } from 'vitest';
import { inboxHref, parseInboxQuery } from './inbox-query.schema';

describe('parseInboxQuery', () => {
  it('reads filters, treating empty values as none', () => {
    const { query, errors } = parseInboxQuery({
      status: 'new',
      q: ' Smith ',
      site: '',
      page: '3',
      other: 'x',
    });
    expect(errors).toEqual([]);
    expect(query).toEqual({ view: 'leads', status: 'new', q: 'Smith', page: 3 });
  });

  it.each([
    ['status', 'archived'],
    ['from', '25/11/2026'],
    ['dealership', 'abc'],
    ['page', '0'],
  ])('drops a %s that does not parse and names it', (field, value) => {
    const { query, errors } = parseInboxQuery({ [field]: value, q: 'kept' });
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(query.q).toBe('kept');
    expect(query).not.toHaveProperty(field === 'page' ? 'none' : field);
  });
});

describe('inboxHref', () => {
  it.each([
    [{ view: 'leads' as const, page: 1 }, '/leads'],
    [{ status: 'new' as const, page: 2 }, '/leads?status=new&page=2'],
    [{ view: 'unfinished' as const, q: 'a b' }, '/leads?view=unfinished&q=a+b'],
  ])('%o -> %s', (query, href) => {
    expect(inboxHref(query)).toBe(href);
  });
});
