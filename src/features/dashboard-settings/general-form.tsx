import { OVERDUE_MINUTES, RETENTION_DAYS } from '@/domain/site/site-general.schema';
import { TextField, type TFieldState } from '@/ui/form/dashboard-fields';

export function GeneralForm({ f }: { f: TFieldState }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField f={f} name="name" label="Name" hint="The dealer's name as the site shows it." />
      <TextField
        f={f}
        name="phone"
        label="Phone number"
        type="tel"
        hint="Shown in the header; empty for none."
      />
      <TextField
        f={f}
        name="facebookUrl"
        label="Facebook page"
        type="url"
        hint="An https:// address; empty for none."
      />
      <TextField
        f={f}
        name="instagramUrl"
        label="Instagram profile"
        type="url"
        hint="An https:// address; empty for none."
      />
      <TextField
        f={f}
        name="overdueMinutes"
        label="Overdue after (minutes)"
        type="number"
        hint={`A new lead not yet contacted is overdue after this many minutes of opening hours (${OVERDUE_MINUTES.min}–${OVERDUE_MINUTES.max}).`}
      />
      <TextField
        f={f}
        name="retentionDays"
        label="Keep leads for (days)"
        type="number"
        hint={`A lead's personal details are removed after this many days (${RETENTION_DAYS.min}–${RETENTION_DAYS.max}).`}
      />
    </div>
  );
}
