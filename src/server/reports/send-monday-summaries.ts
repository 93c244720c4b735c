import { previousWeek, mondaySummaryDue } from '@/domain/reports/report-period';
import type { TDb } from '@/server/db/client';
import { reportSummaries, websites } from '@/server/db/schema';
import { loadViewer } from '@/server/dashboard/load-viewer';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { listSummaryRecipients } from './list-summary-recipients';
import { loadReport } from './load-report';
import { summaryEmail } from './summary-email-text';

/**
 * Queues last week's summary to the managers of each site where it is Monday 08:00 or later (site time) and the
 * week's summary has not gone yet. The site's row in report_summaries and its emails are one transaction, so
 * servers ticking at once queue it once, and a failure part-way queues nothing (the next run tries again).
 * Returns how many emails it queued.
 */
export async function sendMondaySummaries(
  db: TDb,
  options: { dashboardOrigin: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const sites = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      timezone: websites.timezone,
      currency: websites.currency,
      overdueMinutes: websites.overdueMinutes,
    })
    .from(websites);
  let queued = 0;
  for (const site of sites) {
    const weekOf = mondaySummaryDue(now, site.timezone);
    if (!weekOf) continue;
    queued += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reportSummaries)
        .values({ websiteId: site.id, weekOf })
        .onConflictDoNothing()
        .returning({ weekOf: reportSummaries.weekOf });
      if (!claimed) return 0;
      const scope = { site, dealershipId: null, period: previousWeek(now, site.timezone) };
      let count = 0;
      for (const person of await listSummaryRecipients(tx, site.id)) {
        const viewer = await loadViewer(tx, person.userId);
        if (!viewer) continue;
        const report = await loadReport(tx, viewer, scope, now);
        await enqueueMail(tx, {
          to: person.email,
          ...summaryEmail(report, person.name, options.dashboardOrigin),
        });
        count += 1;
      }
      return count;
    });
  }
  return queued;
}
