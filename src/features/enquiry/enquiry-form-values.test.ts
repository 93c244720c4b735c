import { describe, expect, it } from 'vitest';
import { enquiryFormValues } from './enquiry-form-values';

describe('enquiryFormValues', () => {
  it("keeps the visitor's fields and leaves out React's action fields", () => {
    const data = new FormData();
    data.set('$ACTION_REF_1', '');
    data.set('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
    data.set('$ACTION_KEY', 'k0');
    data.set('name', 'Jo');
    data.set('message', 'Hi');
    data.set('opt_in', 'on');
    expect(enquiryFormValues(data)).toEqual({ name: 'Jo', message: 'Hi', opt_in: true });
  });

  it('reads an unticked opt-in as false', () => {
    const data = new FormData();
    data.set('name', 'Jo');
    expect(enquiryFormValues(data)).toEqual({ name: 'Jo', opt_in: false });
  });
});
