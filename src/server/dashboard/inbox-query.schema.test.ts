import { describe, expect, it } from 'vitest';
import { inboxHref, inboxSort, parseInboxQuery } from './inbox-query.schema';

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

describe('the quick filters and sorting', () => {
  it('reads Mine, Unassigned, Overdue and a sort, and refuses others by name', () => {
    expect(parseInboxQuery({ assigned: 'me', overdue: 'yes', sort: '-name' }).query).toMatchObject({
      assigned: 'me',
      overdue: 'yes',
      sort: '-name',
    });
    const { errors } = parseInboxQuery({ assigned: 'them', overdue: '1', sort: 'email' });
    expect(errors.map((e) => e.field).sort()).toEqual(['assigned', 'overdue', 'sort']);
  });

  it('sorts a column ascending first, then descending, keeping the filters', () => {
    const { query } = parseInboxQuery({ assigned: 'nobody', page: '2' });
    expect(inboxSort(query, 'name')).toEqual({ sorted: undefined, href: '/leads?assigned=nobody&sort=name' });
    const asc = parseInboxQuery({ sort: 'name' }).query;
    expect(inboxSort(asc, 'name')).toEqual({ sorted: 'ascending', href: '/leads?sort=-name' });
    expect(inboxSort(parseInboxQuery({ sort: '-name' }).query, 'name').sorted).toBe('descending');
    expect(inboxSort(asc, 'received').sorted).toBeUndefined();
  });
});
