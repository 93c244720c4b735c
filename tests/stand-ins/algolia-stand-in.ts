import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type TRecord = Record<string, unknown> & { objectID: string };

export type TAlgoliaQuery = {
  indexName?: string;
  query?: string;
  filters?: string;
  facetFilters?: string[][];
  facets?: string[];
  page?: number;
  hitsPerPage?: number;
};

type TBatchRequest = { action: string; body: Record<string, unknown> };

/** The index settings the stand-in keeps and reads (it stores any others as sent). */
export type TSettings = Record<string, unknown> & {
  ranking?: string[];
  customRanking?: string[];
  replicas?: string[];
};

/** Whether a record passes a filter string as algoliaFilters writes it: `A AND (B OR C) AND attr:"value"`. */
function passes(record: TRecord, filters: string): boolean {
  const term = (t: string) => {
    const [attribute, ...rest] = t.trim().split(':');
    return String(record[attribute!]) === rest.join(':').replace(/"/g, '');
  };
  return filters
    .split(/\s+AND\s+/)
    .filter((part) => part.trim() !== '')
    .every((part) =>
      part
        .replace(/^\(|\)$/g, '')
        .split(/\s+OR\s+/)
        .some(term),
    );
}

/** Orders records by an index's first sort criterion ("asc(price)"; ranking before customRanking), if any. */
function sortBySettings(records: TRecord[], settings: TSettings | undefined): TRecord[] {
  const criterion = [...(settings?.ranking ?? []), ...(settings?.customRanking ?? [])]
    .map((c) => /^(asc|desc)\((\w+)\)$/.exec(c))
    .find((m) => m !== null);
  if (!criterion) return records;
  const [, direction, attribute] = criterion;
  const value = (r: TRecord) => Number(r[attribute!]);
  return [...records].sort((a, b) => (direction === 'asc' ? 1 : -1) * (value(a) - value(b)));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

/**
 * A local HTTP server answering the subset of Algolia's API that Forecourt uses, for tests (it is not
 * Algolia): search (one index, and the multi-query with filters, facetFilters, facets and pages; a sort
 * replica reads its primary's records, ordered by the index's first asc()/desc() criterion when its settings
 * have one; text is a case-insensitive substring of the name), indexing (`batch` with addObject,
 * updateObject and deleteObject, which saveObjects and deleteObjects send) and settings (setSettings,
 * getSettings, and getTask, which waitForTask polls: every task is published at once).
 * `state.up = false` answers 503 to everything.
 */
export async function startAlgoliaStandIn(primaryIndex = 'Car_production') {
  const indexes = new Map<string, Map<string, TRecord>>();
  const settings = new Map<string, TSettings>();
  const seen: { path: string; key: string | undefined; body: unknown }[] = [];
  const state = { up: true };
  let taskID = 0;

  const recordsOf = (indexName: string) => {
    const name = indexName.startsWith(`${primaryIndex}_`) ? primaryIndex : indexName;
    let index = indexes.get(name);
    if (!index) indexes.set(name, (index = new Map()));
    return index;
  };

  function answer(params: TAlgoliaQuery, indexName: string) {
    const q = (params.query ?? '').toLowerCase();
    const matching = sortBySettings([...recordsOf(indexName).values()], settings.get(indexName)).filter(
      (r) =>
        String(r.name ?? '')
          .toLowerCase()
          .includes(q) &&
        passes(r, params.filters ?? '') &&
        (params.facetFilters ?? []).every((any) => any.some((f) => passes(r, f))),
    );
    const facets: Record<string, Record<string, number>> = {};
    for (const facet of params.facets ?? []) {
      facets[facet] = {};
      for (const r of matching) {
        const v = r[facet];
        if (v !== null && v !== undefined) facets[facet][String(v)] = (facets[facet][String(v)] ?? 0) + 1;
      }
    }
    const per = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    return {
      hits: matching.slice(page * per, page * per + per),
      nbHits: matching.length,
      page,
      nbPages: Math.ceil(matching.length / Math.max(per, 1)),
      hitsPerPage: per,
      facets,
      processingTimeMS: 1,
      query: params.query ?? '',
      params: '',
      exhaustiveNbHits: true,
    };
  }

  function applyBatch(indexName: string, requests: TBatchRequest[]) {
    const index = recordsOf(indexName);
    for (const { action, body } of requests) {
      const objectID = String(body.objectID);
      if (action === 'deleteObject') index.delete(objectID);
      else if (action === 'addObject' || action === 'updateObject')
        index.set(objectID, { ...body, objectID } as TRecord);
      else throw new Error(`batch action ${action} is not in this stand-in`);
    }
    return { taskID: ++taskID, objectIDs: requests.map((r) => String(r.body.objectID)) };
  }

  const server = createServer(async (req, res) => {
    const payload = await readJson(req);
    const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
    seen.push({ path, key: req.headers['x-algolia-api-key'] as string | undefined, body: payload });
    res.setHeader('content-type', 'application/json');
    const single = /^\/1\/indexes\/([^/]+)\/query$/.exec(path);
    const batch = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path);
    const indexSettings = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path);
    const task = /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/.exec(path);
    if (!state.up) {
      res.statusCode = 503;
      res.end(JSON.stringify({ message: 'stand-in is down', status: 503 }));
    } else if (path === '/1/indexes/*/queries') {
      const { requests } = payload as { requests: (TAlgoliaQuery & { indexName: string })[] };
      res.end(JSON.stringify({ results: requests.map((r) => answer(r, r.indexName)) }));
    } else if (single) {
      res.end(JSON.stringify(answer(payload as TAlgoliaQuery, single[1]!)));
    } else if (batch) {
      res.end(JSON.stringify(applyBatch(batch[1]!, (payload as { requests: TBatchRequest[] }).requests)));
    } else if (indexSettings && req.method === 'PUT') {
      settings.set(indexSettings[1]!, { ...settings.get(indexSettings[1]!), ...(payload as TSettings) });
      res.end(JSON.stringify({ taskID: ++taskID, updatedAt: new Date().toISOString() }));
    } else if (indexSettings && settings.has(indexSettings[1]!)) {
      res.end(JSON.stringify(settings.get(indexSettings[1]!)));
    } else if (task) {
      res.end(JSON.stringify({ status: 'published', pendingTask: false }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not in this stand-in', status: 404 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    state,
    /** The settings an index was given (undefined: never). */
    settings: (indexName = primaryIndex) => settings.get(indexName),
    /** The records an index holds now. */
    records: (indexName = primaryIndex) => [...recordsOf(indexName).values()],
    seed: (records: TRecord[], indexName = primaryIndex) => {
      for (const r of records) recordsOf(indexName).set(r.objectID, r);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
