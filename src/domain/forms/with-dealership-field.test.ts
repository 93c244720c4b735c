import { describe, expect, it } from 'vitest';
import { formField } from './form-field';
import { formErrors, formSchema } from './form-schema';
import { withDealershipField } from './with-dealership-field';

const contact = formSchema({ name: formField.text() });

describe('withDealershipField', () => {
  it.each<[string, string[], Record<string, unknown>, Record<string, string>]>([
    ['two dealerships, none chosen: no preference', ['parramatta', 'penrith'], { name: 'Jo' }, {}],
    [
      'two dealerships, one of them chosen',
      ['parramatta', 'penrith'],
      { name: 'Jo', dealership_slug: 'penrith' },
      {},
    ],
    [
      'two dealerships, another chosen',
      ['parramatta', 'penrith'],
      { name: 'Jo', dealership_slug: 'elsewhere' },
      {
        dealership_slug: 'Choose one of the options.',
      },
    ],
    ['one dealership: nothing to choose', ['parramatta'], { name: 'Jo' }, {}],
    ['no dealerships', [], { name: 'Jo' }, {}],
  ])('%s', (_case, slugs, values, errors) => {
    expect(formErrors(withDealershipField(contact, slugs), values)).toEqual(errors);
  });

  it('asks for the dealership after the form’s own fields', () => {
    const values = { dealership_slug: 'c' };
    expect(Object.keys(formErrors(withDealershipField(contact, ['a', 'b']), values))).toEqual([
      'name',
      'dealership_slug',
    ]);
  });
});
