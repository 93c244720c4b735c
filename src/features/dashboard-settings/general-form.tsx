import { OVERDUE_MINUTES, RETENTION_DAYS } from '@/domain/site/site-general.schema';
import { TextField } from '@/ui/form/text-field';
import { draftField, type TFieldState } from '@/ui/form/draft-field';

export function GeneralForm({ f }: { f: TFieldState }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField {...draftField(f, 'name', 'Name')} hint="The dealer's name as the site shows it." />
      <TextField
        {...draftField(f, 'phone', 'Phone number')}
        type="tel"
        hint="Shown in the header; empty for none."
      />
      <TextField
        {...draftField(f, 'facebookUrl', 'Facebook page')}
        type="url"
        hint="An https:// address; empty for none."
      />
      <TextField
        {...draftField(f, 'instagramUrl', 'Instagram profile')}
        type="url"
        hint="An https:// address; empty for none."
      />
      <TextField
        {...draftField(f, 'overdueMinutes', 'Overdue after (minutes)')}
        type="number"
        hint={`A new lead not yet contacted is overdue after this many minutes of opening hours (${OVERDUE_MINUTES.min}–${OVERDUE_MINUTES.max}).`}
      />
      <TextField
        {...draftField(f, 'retentionDays', 'Keep leads for (days)')}
        type="number"
        hint={`A lead's personal details are removed after this many days (${RETENTION_DAYS.min}–${RETENTION_DAYS.max}).`}
      />
      <TextField
        {...draftField(f, 'mailFromName', 'Emails sent from (name)')}
        hint="The sender's name on the emails buyers and staff get for this site; empty: the site's name."
      />
      <TextField
        {...draftField(f, 'mailFromAddress', 'Emails sent from (address)')}
        type="email"
        hint="An address at a domain your mail service may send for (SPF, DKIM); empty: the platform's address."
      />
      <TextField
        {...draftField(f, 'mapsKey', 'Google Maps key')}
        hint="A Maps Embed API key, restricted at Google to this site's domains; with it the footer and location pages show a map. Empty: the address and a directions link."
      />
    </div>
  );
}
