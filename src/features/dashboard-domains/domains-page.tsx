import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listSiteDomains } from '@/server/site-domains/list-site-domains';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { DRAFT_SUMMARY, draftCheckbox, draftField } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { ADD_DOMAIN_FORM, DOMAIN_LABELS, domainsPath, ZAddDomain } from './add-domain.schema';

type TProps = { slug: string; searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  added: 'Added. The site answers on it from the next request, once its DNS points at this server.',
  removed: 'Removed. The site no longer answers on that domain.',
  canonical: 'Saved. The site’s pages name that domain as theirs; its other domains redirect to it.',
};

/** Why another site's host was refused, said at the Domain field. */
function refusal(reason: unknown, host: unknown): string | null {
  const named = typeof host === 'string' ? host : 'that domain';
  if (reason === 'taken') return `Another site already has ${named}: a domain belongs to one site.`;
  if (reason === 'reserved')
    return `Not available: ${named} is another site’s own address or the dashboard’s.`;
  return null;
}

const button = 'border-line rounded border px-3 py-1.5 text-sm font-medium';

/** A site's domains: each with its role (canonical, or redirecting to it), and the form that adds one. */
export async function DomainsPage({ slug, searchParams }: TProps) {
  const db = await getDb();
  const site = await findEditableSite(db, await getViewer(), slug).catch((error: unknown) => {
    if (error instanceof DashboardError) notFound();
    throw error;
  });
  const domains = await listSiteDomains(db, site.id);
  const canonical = domains.find((d) => d.canonical)?.host;
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, ADD_DOMAIN_FORM);
  const refused = refusal(searchParams.refused, searchParams.host);
  const errors = refused ? { host: refused } : draftErrors(ZAddDomain, draft);
  const f = { values: draft ?? { twin: '1' }, errors };
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const path = domainsPath(site.slug);
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={`/settings/${site.slug}`}>Back to the settings of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">Domains: {site.name}</h1>
      <OutcomeNotices
        done={done}
        error={dashboardErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft)}
      />
      <section aria-labelledby="domains-title" className="flex flex-col gap-3">
        <h2 id="domains-title" className="text-lg font-bold">
          Where the site answers
        </h2>
        <p className="text-ink-muted text-sm">
          Always at {site.slug}.localhost on this server. The canonical domain is the address its pages name
          as theirs; a request to any other domain of the site is sent there with a permanent redirect.
        </p>
        {domains.length === 0 ? (
          <p>No domain yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {domains.map((d) => (
              <li
                key={d.host}
                className="border-line flex flex-wrap items-center justify-between gap-3 rounded border p-3"
              >
                <span>
                  <span className="font-semibold">{d.host}</span>{' '}
                  <span className="text-ink-muted text-sm">
                    {d.canonical ? '· canonical' : `· redirects to ${canonical}`}
                  </span>
                </span>
                <span className="flex gap-2">
                  {!d.canonical && (
                    <form method="post" action={`${path}/canonical`}>
                      <input type="hidden" name="host" value={d.host} />
                      <button type="submit" className={button}>
                        Make canonical<span className="sr-only"> {d.host}</span>
                      </button>
                    </form>
                  )}
                  <form method="post" action={`${path}/remove`}>
                    <input type="hidden" name="host" value={d.host} />
                    <button type="submit" className={button}>
                      Remove<span className="sr-only"> {d.host}</span>
                    </button>
                  </form>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-domain-title" className="flex flex-col gap-3">
        <h2 id="add-domain-title" className="text-lg font-bold">
          Add a domain
        </h2>
        <ErrorSummary errors={errors} labelOf={(name) => DOMAIN_LABELS[name]} {...DRAFT_SUMMARY} />
        <form method="post" action={`${path}/add`} noValidate className="flex max-w-xl flex-col gap-4">
          <TextField
            {...draftField(f, 'host', DOMAIN_LABELS.host!)}
            hint="A host name such as www.dealer.co.nz: no https://, path or port."
            required
            optional={false}
            spellCheck={false}
            autoCapitalize="none"
          />
          <CheckboxField
            {...draftCheckbox(f, 'twin', DOMAIN_LABELS.twin!)}
            hint="dealer.co.nz and www.dealer.co.nz are added together; the one that is not canonical redirects to it."
          />
          <p>
            <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
              Add domain
            </button>
          </p>
        </form>
        <p className="text-ink-muted text-sm">
          Then point the domain at this server: an A (and AAAA) record for dealer.co.nz, a CNAME or A record
          for www.dealer.co.nz. See “Domains and DNS” in docs/going-live.md.
        </p>
      </section>
    </div>
  );
}
