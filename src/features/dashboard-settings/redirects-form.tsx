import { draftField, type TFieldState } from '@/ui/form/draft-field';
import { TextField } from '@/ui/form/text-field';

/** One CSV of old and new addresses, edited whole. */
export function RedirectsForm({ f }: { f: TFieldState }) {
  return (
    <div className="flex flex-col gap-3">
      <p>
        One redirect per line: the old address (a path such as <code>/used-cars/123</code> or a full address
        of the old site), a comma, then the new address on this site (such as <code>/cars/…</code>). A first
        line <code>old_url,new_url</code> is allowed. Saving replaces the list; an empty list removes every
        redirect. The site&rsquo;s car, search and content pages keep their addresses; an old address that is
        also a model&rsquo;s page (such as <code>/corolla</code>) redirects.
      </p>
      <TextField
        {...draftField(f, 'csv', 'Redirects (CSV)')}
        multiline
        rows={12}
        optional
        maxLength={64 * 1024}
      />
    </div>
  );
}
