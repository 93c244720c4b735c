import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TCountry } from '@/domain/dashboard/format-date-time';
import { openMinutesBetween, overdueCutoff } from '@/domain/dashboard/lead-response-time';
import type { TDb } from '@/server/db/client';
import {
  LEAD_STATUSES,
  authUsers,
  cars,
  dealerships,
  leads,
  websites,
  type TLeadStatus,
} from '@/server/db/schema';
import { INBOX_PAGE_SIZE, type TInboxQuery } from './inbox-query.schema';
import { countInboxLeads, keyConditions } from './count-inbox-leads';
import type { TResponseClock } from './load-response-clocks';
import type { TViewer } from './viewer.types';

export type TInboxRow = {
  id: string;
  websiteId: number;
  dealershipId: number | null;
  createdAt: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  category: string;
  subcategory: string | null;
  status: TLeadStatus;
  formCompleted: boolean;
  siteName: string;
  dealershipName: string | null;
  assigneeName: string | null;
  car: string | null;
  /** Minutes waited in opening hours: until the first contact, or until now. */
  waitedMinutes: number;
  overdue: boolean;
  /** The site's time zone, in which the lead's times are shown. */
  timeZone: string;
  /** The site's country, whose format the lead's times are shown in. */
  country: TCountry;
};

export type TInbox = {
  rows: TInboxRow[];
  total: number;
  overdueTotal: number;
  statusCounts: Record<TLeadStatus, number>;
  unfinishedTotal: number;
  finishedTotal: number;
  /** Median minutes from a lead's arrival to its first contact, over the last 7 days (clock time); null with none. */
  medianFirstResponseMinutes: number | null;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Each pair's cutoff as one CASE: a lead created at or before its pair's cutoff and not yet contacted is overdue. */
export function overdueCondition(clocks: TResponseClock[], now: Date): SQL {
  const fallback = new Date(now.getTime() - 120 * 60_000).toISOString();
  const cases = clocks.map(
    (c) =>
      sql`when ${leads.websiteId} = ${c.websiteId} and ${leads.dealershipId} = ${c.dealershipId} then ${overdueCutoff(now, c.overdueMinutes, c.business).toISOString()}::timestamptz`,
  );
  const cutoff = cases.length
    ? sql`(case ${sql.join(cases, sql` `)} else ${fallback}::timestamptz end)`
    : sql`${fallback}::timestamptz`;
  return sql`(${leads.status} = 'new' and ${leads.firstContactedAt} is null and ${leads.createdAt} <= ${cutoff})`;
}

/**
 * The inbox's WHERE parts for a person and filters: `filters` (scope and filters, both lists), `base` (plus the
 * list: finished leads or unfinished ones), `listed` (plus the status filter). The Overdue filter needs the
 * response clocks (`clocks`, at `now`).
 */
export function inboxConditions(
  viewer: TViewer,
  query: TInboxQuery,
  clocks: TResponseClock[] = [],
  now: Date = new Date(),
) {
  const filters: (SQL | undefined)[] = keyConditions(viewer, query);
  if (query.overdue) filters.push(overdueCondition(clocks, now));
  if (query.from) filters.push(gte(leads.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(leads.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const digits = query.q.replace(/[^\d]/g, '');
    filters.push(
      or(
        ilike(leads.name, like),
        ilike(leads.email, like),
        digits.length >= 3
          ? sql`regexp_replace(${leads.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
        sql`${leads.payload}->>'Rego' ilike ${like}`,
        sql`${leads.carId} = any(array(select id from cars where stocknum ilike ${like}))`,
      ),
    );
  }
  const finished = eq(leads.formCompleted, query.view === 'leads');
  const base = and(...filters, finished);
  const listed = and(base, query.status ? eq(leads.status, query.status) : undefined);
  return { filters, finished, listed };
}

/** The ORDER BY of a sorted inbox (a column, then newest first), or newest first. */
function sortOrder(query: TInboxQuery): SQL[] {
  const newest = [desc(leads.createdAt), desc(leads.id)];
  if (!query.sort) return newest;
  const descending = query.sort.startsWith('-');
  const column = query.sort.replace(/^-/, '');
  const by = (value: SQL | AnyColumn) => (descending ? desc(value) : asc(value));
  if (column === 'received') return [by(leads.createdAt), by(leads.id)];
  // Nobody's leads and nameless buyers sort last either way: they are not a name to look for.
  if (column === 'name')
    return [
      sql`coalesce(${leads.name}, ${leads.email}) is null`,
      by(sql`lower(coalesce(${leads.name}, ${leads.email}))`),
      ...newest,
    ];
  if (column === 'assignee')
    return [sql`${authUsers.name} is null`, by(sql`lower(${authUsers.name})`), ...newest];
  // In the order a lead moves (new, contacted, appointment, sold, lost, spam), not alphabetically.
  return [
    by(
      sql`array_position(array[${sql.join(
        LEAD_STATUSES.map((st) => sql`${st}`),
        sql`, `,
      )}]::text[], ${leads.status}::text)`,
    ),
    ...newest,
  ];
}

/**
 * One page of the inbox for a person: only the leads their memberships allow (leadScope), filtered, overdue
 * first, then newest first; with the counts per status (ignoring the status filter), the overdue count and
 * the median first response.
 */
export async function listInboxLeads(
  db: TDb,
  viewer: TViewer,
  query: TInboxQuery,
  clocks: TResponseClock[],
  now: Date = new Date(),
): Promise<TInbox> {
  const { filters, finished, listed } = inboxConditions(viewer, query, clocks, now);
  const overdue = query.view === 'leads' ? overdueCondition(clocks, now) : sql`false`;

  // One pass counts both lists per status: the page's counts and the two lists' totals.
  const [countRows, [overdueRow], [medianRow]] = await Promise.all([
    countInboxLeads(db, viewer, query, filters),
    db.select({ n: count() }).from(leads).where(and(listed, overdue)),
    db
      .select({
        minutes: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstContactedAt} - ${leads.createdAt})) / 60)`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
      })
      .from(leads)
      .where(
        and(
          ...filters,
          finished,
          gte(leads.createdAt, new Date(now.getTime() - 7 * 86_400_000)),
          not(isNull(leads.firstContactedAt)),
        ),
      ),
  ]);
  const statusCounts = Object.fromEntries(
    ['new', 'contacted', 'appointment', 'sold', 'lost', 'spam'].map((s) => [s, 0]),
  ) as Record<TLeadStatus, number>;
  let finishedTotal = 0;
  let unfinishedTotal = 0;
  for (const r of countRows) {
    if (r.finished) finishedTotal += r.n;
    else unfinishedTotal += r.n;
    if (r.finished === (query.view === 'leads')) statusCounts[r.status] += r.n;
  }
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const overdueTotal = overdueRow?.n ?? 0;

  const offset = (query.page - 1) * INBOX_PAGE_SIZE;
  const page = async (where: SQL | undefined, limit: number, skip: number) =>
    limit <= 0
      ? []
      : db
          .select({
            lead: {
              id: leads.id,
              createdAt: leads.createdAt,
              name: leads.name,
              email: leads.email,
              phone: leads.phone,
              category: leads.category,
              subcategory: leads.subcategory,
              status: leads.status,
              formCompleted: leads.formCompleted,
              websiteId: leads.websiteId,
              dealershipId: leads.dealershipId,
              firstContactedAt: leads.firstContactedAt,
            },
            siteName: websites.name,
            country: websites.country,
            siteTimeZone: websites.timezone,
            isOverdue: sql<boolean>`${overdue}`.mapWith(Boolean),
            dealershipName: dealerships.name,
            assigneeName: authUsers.name,
            carName: cars.name,
            stocknum: cars.stocknum,
          })
          .from(leads)
          .innerJoin(websites, eq(websites.id, leads.websiteId))
          .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
          .leftJoin(authUsers, eq(authUsers.id, leads.assignedUserId))
          .leftJoin(cars, eq(cars.id, leads.carId))
          .where(where)
          .orderBy(...sortOrder(query))
          .limit(limit)
          .offset(skip);
  // Unsorted, overdue leads come first: two pages, the overdue ones, then the rest from where they end.
  const overduePage =
    !query.sort && offset < overdueTotal ? await page(and(listed, overdue), INBOX_PAGE_SIZE, offset) : [];
  const restPage = query.sort
    ? await page(listed, INBOX_PAGE_SIZE, offset)
    : await page(
        and(listed, not(overdue)),
        INBOX_PAGE_SIZE - overduePage.length,
        Math.max(0, offset - overdueTotal),
      );
  const clockOf = (websiteId: number, dealershipId: number | null) =>
    clocks.find((c) => c.websiteId === websiteId && c.dealershipId === dealershipId);
  const rows = [
    ...overduePage.map((r) => ({ r, overdue: true })),
    ...restPage.map((r) => ({ r, overdue: r.isOverdue })),
  ].map(({ r, overdue }): TInboxRow => {
    const clock = clockOf(r.lead.websiteId, r.lead.dealershipId);
    const until = r.lead.firstContactedAt ?? now;
    const waitedMinutes = clock
      ? openMinutesBetween(r.lead.createdAt, until, clock.business)
      : Math.max(0, (until.getTime() - r.lead.createdAt.getTime()) / 60_000);
    return {
      id: r.lead.id,
      websiteId: r.lead.websiteId,
      dealershipId: r.lead.dealershipId,
      createdAt: r.lead.createdAt,
      name: r.lead.name,
      email: r.lead.email,
      phone: r.lead.phone,
      category: r.lead.category,
      subcategory: r.lead.subcategory,
      status: r.lead.status,
      formCompleted: r.lead.formCompleted,
      siteName: r.siteName,
      dealershipName: r.dealershipName,
      assigneeName: r.assigneeName,
      car: r.carName ? `${r.carName}${r.stocknum ? ` (${r.stocknum})` : ''}` : null,
      waitedMinutes: Math.floor(waitedMinutes),
      overdue,
      timeZone: r.siteTimeZone,
      country: r.country,
    };
  });
  return {
    rows,
    total,
    overdueTotal,
    statusCounts,
    unfinishedTotal,
    finishedTotal,
    medianFirstResponseMinutes: medianRow?.minutes ?? null,
  };
}
