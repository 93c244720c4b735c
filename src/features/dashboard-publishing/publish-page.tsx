import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { goLiveChecklist, mayPublish } from '@/domain/publishing/go-live-checklist';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { loadGoLiveFacts } from '@/server/publishing/load-go-live-facts';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { ChecklistList } from './checklist-list';
import { publishPath } from './publish-path';

type TProps = { slug: string; searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  published: 'Published. The public sees the site on every one of its addresses from the next request.',
  unpublished: 'Unpublished. The public now gets a 404 on every address of the site.',
};

/**
 * A site's go-live checklist (blockers, warnings, its analytics and tag ids), whether it is published, and the
 * button that publishes it (refused while a blocker stands) or unpublishes it; a preview link while unpublished.
 */
export async function PublishPage({ slug, searchParams }: TProps) {
  const db = await getDb();
  const site = await findEditableSite(db, await getViewer(), slug).catch((error: unknown) => {
    if (error instanceof DashboardError) notFound();
    throw error;
  });
  const checks = goLiveChecklist(await loadGoLiveFacts(db, site));
  const blockers = checks.filter((c) => c.level === 'blocker');
  const refused = searchParams.error === 'publish_blocked';
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const flags = site.featureFlags;
  const tags = [
    { name: 'Google Tag Manager container', value: flags.googleTagManagerId },
    { name: 'Meta pixel (conversions)', value: flags.facebookConversions?.pixelId },
  ];
  const path = publishPath(site.slug);
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={`/settings/${site.slug}`}>Back to the settings of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">Go live: {site.name}</h1>
      <OutcomeNotices done={done} error={refused ? null : dashboardErrorMessage(searchParams.error)} />
      <p>
        {site.publishedAt
          ? `Published since ${formatDateTime(site.publishedAt, site.timezone, site.country)}: the public sees the site.`
          : 'Not published: the public gets a 404 on every address of this site. People who may edit it can preview it.'}
      </p>
      {!site.publishedAt && (
        <p>
          <Link href={`${path}/preview`} className="text-primary underline" prefetch={false}>
            Preview the site
          </Link>
        </p>
      )}
      <section aria-labelledby="blockers-title" className="flex flex-col gap-3">
        <h2 id="blockers-title" className="text-lg font-bold">
          Before publishing
        </h2>
        {refused && (
          <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
            {dashboardErrorMessage('publish_blocked')}
          </p>
        )}
        <ChecklistList checks={blockers} slug={site.slug} />
      </section>
      <section aria-labelledby="warnings-title" className="flex flex-col gap-3">
        <h2 id="warnings-title" className="text-lg font-bold">
          Worth settling (these do not stop publishing)
        </h2>
        <ChecklistList checks={checks.filter((c) => c.level === 'warning')} slug={site.slug} />
      </section>
      <section aria-labelledby="tags-title" className="flex flex-col gap-3">
        <h2 id="tags-title" className="text-lg font-bold">
          Analytics and tags
        </h2>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {tags.map((t) => (
            <div key={t.name} className="contents">
              <dt className="font-medium">{t.name}</dt>
              <dd>{t.value ? t.value : 'Not set'}</dd>
            </div>
          ))}
        </dl>
        <p className="text-ink-muted text-sm">
          Moving from another platform: keep the same ids here so reports carry on across the move.
        </p>
      </section>
      <form method="post" action={`${path}/save`}>
        <input type="hidden" name="publish" value={site.publishedAt ? '0' : '1'} />
        <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
          {site.publishedAt ? 'Unpublish site' : 'Publish site'}
        </button>
        {!site.publishedAt && !mayPublish(checks) && (
          <span className="text-ink-muted ml-3 text-sm">Publishing waits until every blocker is done.</span>
        )}
      </form>
    </div>
  );
}
