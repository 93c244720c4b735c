import { describe, expect, it } from 'vitest';
import { readFormValues } from './read-form-values';

describe('readFormValues', () => {
  it("keeps the visitor's fields and leaves out React's action fields", () => {
    const data = new FormData();
    data.set('$ACTION_REF_1', '');
    data.set('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
    data.set('$ACTION_KEY', 'k0');
    data.set('name', 'Jo');
    data.set('message', 'Hi');
    data.set('opt_in', 'on');
    expect(readFormValues(data, ['opt_in'])).toEqual({ name: 'Jo', message: 'Hi', opt_in: true });
  });

  it('reads an unticked checkbox as false', () => {
    const data = new FormData();
    data.set('name', 'Jo');
    expect(readFormValues(data, ['opt_in', 'terms_agreed'])).toEqual({
      name: 'Jo',
      opt_in: false,
      terms_agreed: false,
    });
  });
});
