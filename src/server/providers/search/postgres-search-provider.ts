import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '@/domain/constants/limits';
import type { TSearchState } from '@/domain/search/types';
import type { TDb } from '@/server/db/client';
import { normaliseQuery, type TQueryToken } from './normalise-query';
import { KM_RANGES, parseRangeKey, PRICE_RANGES, rangeKey } from './price-ranges';
import { parseSiteFilters } from './site-filters';
import {
  SEARCH_FACETS,
  type ISearchProvider,
  type TAutocompleteResult,
  type TFacetValue,
  type TSearchFacet,
  type TSearchHit,
  type TSearchResult,
  type TSearchScope,
  type TSearchSort,
} from './types';

/** Deepest page served; later pages answer as past the end. */
const MAX_PAGE = 1000;
/** word_similarity at or above this counts a word as a typo of the car's text. */
const TYPO_THRESHOLD = 0.5;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function bucketSql(column: SQL, ranges: readonly (readonly [number, number | null])[]): SQL {
  const whens = ranges.map(([from, to]) =>
    to === null
      ? sql`when ${column} >= ${from} then ${rangeKey([from, to])}`
      : sql`when ${column} >= ${from} and ${column} < ${to} then ${rangeKey([from, to])}`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else null end)`;
}

/** The condition a facet's selected values put on a row of the matched set (aliased m). */
function refinementSql(facet: TSearchFacet, values: readonly string[]): SQL {
  switch (facet) {
    case 'year': {
      const years = values.filter((v) => /^\d{4}$/.test(v)).map(Number);
      return years.length ? sql`m.year in (${list(years)})` : sql`false`;
    }
    case 'price_range':
    case 'km_range': {
      const column = facet === 'price_range' ? sql`m.price` : sql`m.km`;
      const ranges = values.map(parseRangeKey).filter((r) => r !== null);
      if (ranges.length === 0) return sql`false`;
      const parts = ranges.map((r) =>
        r.to === null ? sql`${column} >= ${r.from}` : sql`(${column} >= ${r.from} and ${column} < ${r.to})`,
      );
      return sql`(${sql.join(parts, sql` or `)})`;
    }
    default:
      return sql`m.${sql.identifier(facet)} in (${list(values)})`;
  }
}

function tokenMatchSql(t: TQueryToken): SQL {
  if (t.isYear) return sql`(year = ${Number(t.compact)} or lower(stocknum) = ${t.compact})`;
  const contains = sql`position(${t.compact} in compact_doc) > 0`;
  if (t.compact.length < 4) return contains;
  return sql`(${contains} or word_similarity(${t.compact}, doc) >= ${TYPO_THRESHOLD})`;
}

function tokenScoreSql(t: TQueryToken): SQL {
  if (t.isYear) return sql`(case when year = ${Number(t.compact)} then 5 else 0 end)`;
  return sql`(case
    when lower(stocknum) = ${t.raw} or lower(stocknum) = ${t.compact} then 100
    when lower(make) = ${t.raw} or regexp_replace(lower(model), '[^a-z0-9]', '', 'g') = ${t.compact} then 10
    when position(${t.compact} in regexp_replace(lower(model), '[^a-z0-9]', '', 'g')) = 1
      or position(${t.compact} in lower(make)) = 1 then 7
    when position(${t.compact} in compact_doc) > 0 then 5
    else 4 * word_similarity(${t.compact}, doc) end)`;
}

function orderSql(sortBy: string | null, hasQuery: boolean): SQL {
  switch (sortBy as TSearchSort | null) {
    case 'Car_production_price_asc':
      return sql`m.price asc nulls last, m.id`;
    case 'Car_production_price_desc':
      return sql`m.price desc nulls last, m.id`;
    case 'Car_production_year_desc':
      return sql`m.year desc, m.custom_rank desc, m.id`;
    case 'Car_production_km_asc':
      return sql`m.km asc, m.id`;
    case 'Car_production_created_at_desc':
      return sql`m.created_at desc, m.id desc`;
    default:
      return hasQuery ? sql`m.score desc, m.custom_rank desc, m.id` : sql`m.custom_rank desc, m.id`;
  }
}

/** The site's searchable stock matching the query text, as a subquery with doc, score and buckets. */
function matchedSql(scope: TSearchScope, tokens: TQueryToken[]): SQL {
  const siteTerms = parseSiteFilters(scope.siteFilters).map((t) => refinementSql(t.facet, [t.value]));
  const tokenConds = tokens.map(tokenMatchSql);
  const joined = tokens.map((t) => t.compact).join('');
  const phrase =
    tokens.length > 1
      ? [
          sql`(case when regexp_replace(lower(model), '[^a-z0-9]', '', 'g') = ${joined} then 20
            when position(${joined} in compact_doc) > 0 then 8 else 0 end)`,
        ]
      : [];
  const score = tokens.length ? sql.join([...tokens.map(tokenScoreSql), ...phrase], sql` + `) : sql`0`;
  return sql`(
    select s.*, ${score} as score,
      ${bucketSql(sql`s.price`, PRICE_RANGES)} as price_range,
      ${bucketSql(sql`s.km`, KM_RANGES)} as km_range
    from (
      select c.id, c.slug, c.name, c.make, c.model, c.year, c.stocknum, c.badge, c.body, c.car_type,
        c.simple_fuel, c.price, c.km, c.primary_image_url, c.city, c.state, c.tag, c.reserved, c.sold,
        c.status, c.created_at, c.weekly_repayment, c.comparison_rate, c.term_months, c.custom_rank, d.slug as dealership_slug,
        lower(c.make || ' ' || c.model || ' ' || coalesce(c.badge, '') || ' ' || c.name || ' ' || c.year::text || ' ' || c.stocknum) as doc,
        regexp_replace(lower(c.make || c.model || coalesce(c.badge, '') || c.year::text || c.stocknum), '[^a-z0-9]', '', 'g') as compact_doc
      from cars c join dealerships d on d.id = c.dealership_id
      where c.dealership_id in (${list(scope.dealershipIds)})
        and c.status = 'in_stock' and c.show_on_dealer_website
    ) s
    where ${sql.join([sql`true`, ...tokenConds], sql` and `)}
  ) m where ${sql.join([sql`true`, ...siteTerms], sql` and `)}`;
}

type THitRow = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  stocknum: string;
  car_type: TSearchHit['carType'];
  price: number | null;
  km: number;
  primary_image_url: string | null;
  city: string | null;
  state: string | null;
  simple_fuel: TSearchHit['simpleFuel'];
  tag: string | null;
  reserved: boolean;
  sold: boolean;
  status: TSearchHit['status'];
  created_at: string | Date;
  weekly_repayment: number | null;
  comparison_rate: string | null;
  term_months: number | null;
  dealership_slug: string;
};

function toHit(r: THitRow): TSearchHit {
  return {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    make: r.make,
    model: r.model,
    year: Number(r.year),
    stocknum: r.stocknum,
    carType: r.car_type,
    price: r.price === null ? null : Number(r.price),
    km: Number(r.km),
    primaryImageUrl: r.primary_image_url,
    city: r.city,
    state: r.state,
    simpleFuel: r.simple_fuel,
    tag: r.tag,
    reserved: r.reserved,
    sold: r.sold,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    weeklyRepayment: r.weekly_repayment === null ? null : Number(r.weekly_repayment),
    comparisonRate: r.comparison_rate === null ? null : String(r.comparison_rate),
    termMonths: r.term_months === null ? null : Number(r.term_months),
    dealershipSlug: r.dealership_slug,
  };
}

const FACET_COLUMN: Record<TSearchFacet, SQL> = {
  make: sql`m.make`,
  model: sql`m.model`,
  car_type: sql`m.car_type`,
  body: sql`m.body`,
  simple_fuel: sql`m.simple_fuel`,
  year: sql`m.year::text`,
  price_range: sql`m.price_range`,
  km_range: sql`m.km_range`,
  dealership_slug: sql`m.dealership_slug`,
};

/** Full text + trigram search on the app's own database (PGlite or PostgreSQL). */
export function createPostgresSearchProvider(getDb: () => Promise<TDb>): ISearchProvider {
  return {
    async search(scope, state: TSearchState): Promise<TSearchResult> {
      const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, [] as TFacetValue[]])) as Record<
        TSearchFacet,
        TFacetValue[]
      >;
      const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), MAX_PAGE + 1);
      if (scope.dealershipIds.length === 0) return { hits: [], total: 0, page, pageCount: 0, facets };
      const db = await getDb();
      const tokens = normaliseQuery(state.query);
      const refined = SEARCH_FACETS.filter((f) => (state.refinements[f]?.length ?? 0) > 0);
      const cond = Object.fromEntries(
        refined.map((f) => [f, refinementSql(f, state.refinements[f] ?? [])]),
      ) as Partial<Record<TSearchFacet, SQL>>;
      const all = (except?: TSearchFacet) =>
        sql.join([sql`true`, ...refined.filter((f) => f !== except).map((f) => cond[f] as SQL)], sql` and `);
      const matched = matchedSql(scope, tokens);

      const hitRows = rowsOf<THitRow>(
        await db.execute(sql`select m.* from ${matched} and ${all()}
          order by ${orderSql(state.sortBy, tokens.length > 0)}
          limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}`),
      );

      const facetCases = SEARCH_FACETS.map((f) => sql`when ${f} then (${all(f)})`);
      const unpivot = SEARCH_FACETS.map((f) => sql`(${f}, ${FACET_COLUMN[f]})`);
      const facetRows = rowsOf<{ facet: string; value: string; count: number }>(
        await db.execute(sql`
          select f.facet, f.value, count(*) filter (where case f.facet ${sql.join(facetCases, sql` `)} end) as count
          from (select * from ${matched}) m
          cross join lateral (values ${sql.join(unpivot, sql`, `)}) as f(facet, value)
          where f.value is not null
          group by f.facet, f.value
          union all
          select '__total', '', count(*) from ${matched} and ${all()}`),
      );
      let total = 0;
      for (const row of facetRows) {
        const count = Number(row.count);
        if (row.facet === '__total') total = count;
        else if (count > 0) facets[row.facet as TSearchFacet].push({ value: row.value, count });
      }
      for (const f of SEARCH_FACETS) {
        facets[f].sort((a, b) =>
          f === 'year'
            ? Number(b.value) - Number(a.value)
            : b.count - a.count || a.value.localeCompare(b.value),
        );
      }
      const pageCount = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_PAGE);
      return { hits: hitRows.map(toHit), total, page, pageCount, facets };
    },

    async autocomplete(scope, query): Promise<TAutocompleteResult> {
      const tokens = normaliseQuery(query);
      if (scope.dealershipIds.length === 0 || tokens.length === 0) return { terms: [], cars: [] };
      const db = await getDb();
      const matched = matchedSql(scope, tokens);
      const rows = rowsOf<{
        kind: string;
        label: string;
        count: number;
        id: number;
        slug: string;
        price: number | null;
        score: number;
      }>(
        await db.execute(sql`
          with m0 as (select * from ${matched}),
          terms as (
            (select 'make' as kind, make as label, count(*)::int as count, 0 as id, '' as slug, null::int as price, max(score) as score
              from m0 group by make order by max(score) desc, count(*) desc limit 3)
            union all
            (select 'model', make || ' ' || model, count(*)::int, 0, '', null::int, max(score)
              from m0 group by make, model order by max(score) desc, count(*) desc limit 4)
          ),
          hits as (select 'car' as kind, name as label, 1 as count, id, slug, price, score from m0
            order by score desc, custom_rank desc, id limit 5)
          select * from terms union all select * from hits`),
      );
      return {
        terms: rows
          .filter((r) => r.kind !== 'car')
          .map((r) => ({ kind: r.kind as 'make' | 'model', label: r.label, count: Number(r.count) })),
        cars: rows
          .filter((r) => r.kind === 'car')
          .map((r) => ({
            id: Number(r.id),
            slug: r.slug,
            name: r.label,
            price: r.price === null ? null : Number(r.price),
          })),
      };
    },
  };
}
