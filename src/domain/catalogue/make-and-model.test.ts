import { describe, expect, it } from 'vitest';
import { makeAndModel } from './make-and-model';

describe('makeAndModel', () => {
  it.each<[string, string | null, string, string]>([
    ['the make leads the model', 'Kia', 'Sportage', 'Kia Sportage'],
    ['a model already named with its make is not repeated', 'Nissan', 'Nissan Z', 'Nissan Z'],
    ['case does not matter', 'NISSAN', 'nissan Patrol', 'nissan Patrol'],
    ['a model equal to its make', 'Polaris', 'Polaris', 'Polaris'],
    ['a make that is only a prefix of the first word is kept', 'Kia', 'Kiaora', 'Kia Kiaora'],
    ['trailing and repeated spaces', ' Ford ', 'Ranger  Raptor ', 'Ford Ranger Raptor'],
    ['no make', null, 'Sportage', 'Sportage'],
    ['a make of several words', 'Isuzu UTE', 'Isuzu UTE D-Max', 'Isuzu UTE D-Max'],
  ])('%s: %j + %j -> %j', (_case, make, model, expected) => {
    expect(makeAndModel(make, model)).toBe(expected);
  });
});
