import { z } from 'zod';
import { DASHBOARD_ROLES } from '@/server/db/schema';

const ZId = z.union([z.literal(''), z.string().regex(/^\d{1,9}$/, 'Choose one from the list')]).default('');

/** The role fields of the invite and add-role forms: a role, and the site or dealership it needs. */
export const grantFields = {
  role: z.enum(DASHBOARD_ROLES, 'Choose a role'),
  site: ZId,
  dealership: ZId,
};

type TGrantInput = { role: (typeof DASHBOARD_ROLES)[number]; site: string; dealership: string };

/** A group admin needs the site it manages; a manager or salesperson the dealership (as `npm run user -- add`). */
export function checkGrantPlace(value: TGrantInput, ctx: z.RefinementCtx): void {
  if (value.role === 'group_admin' && value.site === '')
    ctx.addIssue({ code: 'custom', path: ['site'], message: 'Choose the site a group admin manages' });
  if ((value.role === 'dealership_manager' || value.role === 'salesperson') && value.dealership === '')
    ctx.addIssue({
      code: 'custom',
      path: ['dealership'],
      message: 'Choose the dealership of a manager or salesperson',
    });
}

/** The grant the server takes, from the fields. */
export function grantOf(value: TGrantInput) {
  return {
    role: value.role,
    websiteId: value.site === '' ? null : Number(value.site),
    dealershipId: value.dealership === '' ? null : Number(value.dealership),
  };
}

export const GRANT_LABELS: Record<string, string> = {
  role: 'Role',
  site: 'Site (for a group admin)',
  dealership: 'Dealership (for a manager or salesperson)',
};
