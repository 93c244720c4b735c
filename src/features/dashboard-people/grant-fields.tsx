import type { TGrantChoices } from '@/server/people/list-grant-choices';
import { draftField, type TFieldState } from '@/ui/form/draft-field';
import { SelectField } from '@/ui/form/select-field';
import { roleLabel } from '@/features/dashboard-auth/role-label';
import { GRANT_LABELS } from './grant.schema';

/** Role, site and dealership: the site counts for a group admin, the dealership for a manager or salesperson. */
export function GrantFields({ f, choices }: { f: TFieldState; choices: TGrantChoices }) {
  return (
    <>
      <SelectField
        {...draftField(f, 'role', GRANT_LABELS.role!)}
        options={choices.roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        optional={false}
      />
      {choices.sites.length > 0 && (
        <SelectField
          {...draftField(f, 'site', GRANT_LABELS.site!)}
          options={choices.sites.map((s) => ({ value: String(s.id), label: s.name }))}
          optional={false}
        />
      )}
      {choices.dealerships.length > 0 && (
        <SelectField
          {...draftField(f, 'dealership', GRANT_LABELS.dealership!)}
          options={choices.dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
          optional={false}
        />
      )}
    </>
  );
}
