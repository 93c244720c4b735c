import { describe, expect, it } from 'vitest';
import { buildLeadName } from './build-lead-name';

describe('buildLeadName', () => {
  it.each<[string, Parameters<typeof buildLeadName>[0], string | null]>([
    ['name given wins', { name: 'Jo Citizen', firstName: 'Joanne', lastName: 'C' }, 'Jo Citizen'],
    ['name trimmed', { name: '  Jo Citizen ' }, 'Jo Citizen'],
    [
      'built from first, middle and last',
      { firstName: 'Jo', middleName: 'Anne', lastName: 'Citizen' },
      'Jo Anne Citizen',
    ],
    ['blank name falls back to parts', { name: '  ', firstName: 'Jo', lastName: 'Citizen' }, 'Jo Citizen'],
    [
      'null name, missing middle',
      { name: null, firstName: 'Jo', middleName: null, lastName: 'Citizen' },
      'Jo Citizen',
    ],
    [
      'parts trimmed, blanks skipped',
      { firstName: ' Jo ', middleName: ' ', lastName: 'Citizen ' },
      'Jo Citizen',
    ],
    ['last name only', { lastName: 'Citizen' }, 'Citizen'],
    ['nothing', {}, null],
    ['only blanks', { name: '', firstName: ' ', lastName: null }, null],
  ])('%s', (_case, parts, expected) => {
    expect(buildLeadName(parts)).toBe(expected);
  });
});
