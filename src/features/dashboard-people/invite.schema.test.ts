import { describe, expect, it } from 'vitest';
import { draftErrors } from '@/ui/form/form-errors';
import { ZInvite } from './invite.schema';

// What the page shows at each field of a refused invitation (a draft drops the fields left empty).
describe('ZInvite', () => {
  it.each([
    [
      'nothing typed',
      {},
      {
        email: 'Enter an email address, like name@example.com',
        name: 'Enter the person’s name',
        role: 'Choose a role',
      },
    ],
    [
      'a group admin without a site',
      { email: 'a@b.co', name: 'A', role: 'group_admin' },
      { site: 'Choose the site a group admin manages' },
    ],
    [
      'a salesperson without a dealership',
      { email: 'a@b.co', name: 'A', role: 'salesperson', site: '3' },
      { dealership: 'Choose the dealership of a manager or salesperson' },
    ],
    ['a platform admin needs no place', { email: 'a@b.co', name: 'A', role: 'platform_admin' }, {}],
    [
      'a tampered dealership',
      { email: 'a@b.co', name: 'A', role: 'salesperson', dealership: 'x' },
      { dealership: 'Choose one from the list' },
    ],
  ])('%s', (_, draft, errors) => {
    expect(draftErrors(ZInvite, draft)).toEqual(errors);
  });

  it('keeps the address in lower case', () => {
    expect(ZInvite.parse({ email: ' Nia@Example.COM ', name: 'Nia', role: 'platform_admin' }).email).toBe(
      'nia@example.com',
    );
  });
});
