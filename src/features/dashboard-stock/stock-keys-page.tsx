import { cookies, headers } from 'next/headers';
import { dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { listEditableDealerships } from '@/server/dashboard/stock/list-editable-dealerships';
import { getDb } from '@/server/db/db';
import { DataTable } from '@/ui/table/data-table';
import { listStockApiKeys } from '@/server/stock-api-keys/stock-api-keys';
import { getViewer } from '@/server/dashboard/get-viewer';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftField } from '@/ui/form/draft-field';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { KEY_FORM, ZCreateKey } from './create-key.schema';
import { NEW_KEY_COOKIE } from './new-key-cookie';
import { BackLink } from '@/ui/navigation/back-link';

const KEY_COLUMNS = ['Name', 'Key', 'Dealership', 'Site', 'Created', 'Last used', ''];

type TProps = { searchParams: Record<string, string | string[] | undefined> };

const KEY_FIELD_LABELS: Record<string, string> = {
  dealership: 'Dealership',
  name: 'Name (e.g. the DMS that uses it)',
};

/** The key just created, from its one-minute cookie, when the URL names the same key. */
async function createdKey(searchParams: TProps['searchParams']): Promise<string | null> {
  const value = (await cookies()).get(NEW_KEY_COOKIE)?.value ?? '';
  const dot = value.indexOf('.');
  return dot > 0 && value.slice(0, dot) === searchParams.created ? value.slice(dot + 1) : null;
}

/** Stock feed API keys: create one per dealership (shown once), see when each was last used, revoke. */
export async function StockKeysPage({ searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const [keys, dealerships, key] = await Promise.all([
    listStockApiKeys(db, viewer),
    listEditableDealerships(db, viewer),
    createdKey(searchParams),
  ]);
  const host = (await headers()).get('host') ?? 'dashboard.localhost:3000';
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, KEY_FORM);
  const errors = draftErrors(ZCreateKey, draft);
  const f = { values: draft ?? {}, errors };
  const done = searchParams.done === 'revoked' ? 'Key revoked: its next request gets 401.' : null;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/stock">Back to the stock</BackLink>
      <h1 className="text-2xl font-bold">Stock feed API keys</h1>
      <p className="max-w-3xl">
        A dealer-management system posts a dealership’s stock file (CSV or JSON) to{' '}
        <code>/api/stock/import</code> with one of these keys; see the stock import guide
        (docs/stock-import.md) for the format and curl examples.
      </p>
      <OutcomeNotices
        done={done}
        error={dashboardErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft)}
      />
      {key && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded border border-green-700 bg-green-50 p-3 text-green-900"
        >
          <p className="font-semibold">Copy the new key now: it is not shown again.</p>
          <code data-testid="new-stock-key" className="break-all">
            {key}
          </code>
          <p className="text-sm">
            curl -X POST -H &quot;Authorization: Bearer {key.slice(0, 11)}…&quot; -H &quot;Content-Type:
            text/csv&quot; --data-binary @stock.csv http://{host.replace(/^dashboard\./, 'your-site.')}
            /api/stock/import
          </p>
        </div>
      )}
      <ErrorSummary errors={errors} labelOf={(name) => KEY_FIELD_LABELS[name] ?? name} {...DRAFT_SUMMARY} />
      {dealerships.length > 0 && (
        <form
          method="post"
          action="/stock/keys/create"
          noValidate
          className="border-line grid gap-3 rounded border p-3 md:grid-cols-3"
        >
          <SelectField
            {...draftField(f, 'dealership', KEY_FIELD_LABELS.dealership!)}
            options={dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
            chooseOne={false}
          />
          <TextField {...draftField(f, 'name', KEY_FIELD_LABELS.name!)} maxLength={100} />
          <p className="self-end">
            <button
              type="submit"
              className="bg-primary text-primary-contrast rounded px-4 py-1 font-semibold"
            >
              Create key
            </button>
          </p>
        </form>
      )}
      {keys.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <DataTable caption="Stock feed API keys" columns={KEY_COLUMNS}>
          {keys.map((k) => (
            <tr key={k.id} className="border-line border-b">
              <td className="px-2 py-2">{k.name}</td>
              <td className="px-2 py-2 font-mono">{k.prefix}…</td>
              <td className="px-2 py-2">{k.dealershipName}</td>
              <td className="px-2 py-2">{k.siteSlug}</td>
              <td className="px-2 py-2">{formatDateTime(k.createdAt, k.timeZone, k.country)}</td>
              <td className="px-2 py-2">
                {k.lastUsedAt ? formatDateTime(k.lastUsedAt, k.timeZone, k.country) : 'Never'}
              </td>
              <td className="px-2 py-2">
                {k.revokedAt ? (
                  'Revoked'
                ) : (
                  <form method="post" action={`/stock/keys/${k.id}/revoke`}>
                    <button
                      type="submit"
                      className="border-line rounded border px-2 py-1"
                      aria-label={`Revoke ${k.name}`}
                    >
                      Revoke
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
