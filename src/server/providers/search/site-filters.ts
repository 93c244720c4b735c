/** The record attributes a site's filter string may name: those both search providers hold for every car. */
export const SITE_FILTER_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'badge',
  'body',
  'year',
  'stocknum',
  'car_type',
  'simple_fuel',
  'price',
  'km',
  'price_range',
  'km_range',
  'city',
  'state',
  'tag',
  'reserved',
  'sold',
  'status',
  'show_on_dealer_website',
  'custom_rank',
  'dealership_id',
  'dealership_slug',
] as const;
export type TSiteFilterAttribute = (typeof SITE_FILTER_ATTRIBUTES)[number];

/** The attributes a range (`year:2018 TO 2022`) or comparison (`price < 30000`) may name. */
const NUMERIC_ATTRIBUTES: readonly TSiteFilterAttribute[] = [
  'id',
  'year',
  'price',
  'km',
  'custom_rank',
  'dealership_id',
];

export type TCompareOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A site's filter string as a tree: `attr:value` (any case), `attr:lo TO hi`, `attr < n`, NOT, AND, OR. */
export type TSiteFilter =
  | { kind: 'and' | 'or'; parts: TSiteFilter[] }
  | { kind: 'not'; part: TSiteFilter }
  | { kind: 'equals'; attribute: TSiteFilterAttribute; value: string }
  | { kind: 'range'; attribute: TSiteFilterAttribute; from: number; to: number }
  | { kind: 'compare'; attribute: TSiteFilterAttribute; op: TCompareOp; value: number };

/** A filter string that cannot be read; `term` is the part at fault. */
export class SiteFiltersError extends Error {
  constructor(
    readonly term: string,
    reason: string,
  ) {
    super(`search_filters: ${reason}: “${term}”`);
    this.name = 'SiteFiltersError';
  }
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const ATTRIBUTE = String.raw`[A-Za-z_][\w.]*`;
const TOKEN = new RegExp(
  [
    String.raw`(?<space>\s+)`,
    String.raw`(?<paren>[()])`,
    String.raw`(?<keyword>AND|OR|NOT)(?=[\s(]|$)`,
    String.raw`(?<cmpAttr>${ATTRIBUTE})\s*(?<op><=|>=|!=|<|>|=)\s*(?<cmpValue>${NUMBER})(?=[\s()]|$)`,
    String.raw`(?<attr>${ATTRIBUTE})\s*:\s*(?:"(?<dq>[^"]*)"|'(?<sq>[^']*)'|(?<from>${NUMBER})\s+TO\s+(?<to>${NUMBER})|(?<bare>[^\s()"']+))`,
  ].join('|'),
  'y',
);

type TToken = { text: string; paren?: string; keyword?: string; term?: TSiteFilter };

function attributeOf(name: string, text: string, numeric = false): TSiteFilterAttribute {
  if (!(SITE_FILTER_ATTRIBUTES as readonly string[]).includes(name))
    throw new SiteFiltersError(text, 'unknown attribute');
  if (numeric && !NUMERIC_ATTRIBUTES.includes(name as TSiteFilterAttribute))
    throw new SiteFiltersError(text, 'not a number attribute');
  return name as TSiteFilterAttribute;
}

function tokenise(filters: string): TToken[] {
  const tokens: TToken[] = [];
  for (let at = 0; at < filters.length;) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(filters);
    if (!m) throw new SiteFiltersError(filters.slice(at).split(/\s/)[0]!, 'cannot read');
    at = TOKEN.lastIndex;
    const g = m.groups!;
    const text = m[0];
    if (g.space !== undefined) continue;
    if (g.paren !== undefined) tokens.push({ text, paren: g.paren });
    else if (g.keyword !== undefined) tokens.push({ text, keyword: g.keyword });
    else if (g.cmpAttr !== undefined) {
      const attribute = attributeOf(g.cmpAttr, text, true);
      tokens.push({
        text,
        term: { kind: 'compare', attribute, op: g.op as TCompareOp, value: Number(g.cmpValue) },
      });
    } else {
      const attribute = attributeOf(g.attr!, text, g.from !== undefined);
      if (g.from !== undefined)
        tokens.push({ text, term: { kind: 'range', attribute, from: Number(g.from), to: Number(g.to) } });
      else tokens.push({ text, term: { kind: 'equals', attribute, value: g.dq ?? g.sq ?? g.bare! } });
    }
  }
  return tokens;
}

/**
 * Reads a site's filter string (search_filters, in the hosted index's filter syntax): `attr:value` (value
 * bare or quoted), `attr:lo TO hi`, `attr < n` (also <=, =, !=, >=, >), NOT, AND, OR and parentheses, AND
 * binding tighter than OR. Null for an empty string. Throws SiteFiltersError naming the term it cannot
 * read (an unknown attribute, a stray word or parenthesis), never leaving a term out.
 */
export function parseSiteFilters(filters: string): TSiteFilter | null {
  const tokens = tokenise(filters);
  if (tokens.length === 0) return null;
  let i = 0;
  const expected = (what: string): never => {
    throw new SiteFiltersError(tokens[i]?.text ?? filters.trim(), `expected ${what}`);
  };
  const list = (keyword: 'AND' | 'OR', next: () => TSiteFilter): TSiteFilter => {
    const parts = [next()];
    while (tokens[i]?.keyword === keyword) {
      i++;
      parts.push(next());
    }
    return parts.length === 1 ? parts[0]! : { kind: keyword === 'AND' ? 'and' : 'or', parts };
  };
  const unary = (): TSiteFilter => {
    const token = tokens[i];
    if (token?.keyword === 'NOT') {
      i++;
      return { kind: 'not', part: unary() };
    }
    if (token?.paren === '(') {
      i++;
      const inner = or();
      if (tokens[i]?.paren !== ')') expected('“)”');
      i++;
      return inner;
    }
    if (token?.term) {
      i++;
      return token.term;
    }
    return expected('a filter');
  };
  const and = () => list('AND', unary);
  const or = () => list('OR', and);
  const tree = or();
  if (i < tokens.length) expected('AND or OR');
  return tree;
}
