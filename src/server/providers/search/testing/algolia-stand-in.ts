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

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

/**
 * A local HTTP server answering the subset of Algolia's API that Forecourt uses, for tests (it is not
 * Algolia): search (one index, and the multi-query with filters, facetFilters, facets and pages; a sort
 * replica reads its primary's records; text is a case-insensitive substring of the name) and indexing
 * (`batch` with addObject, updateObject and deleteObject, which saveObjects and deleteObjects send).
 * `state.up = false` answers 503 to everything.
 */
export async function startAlgoliaStandIn(primaryIndex = 'Car_production') {
  const indexes = new Map<string, Map<string, TRecord>>();
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
    const matching = [...recordsOf(indexName).values()].filter(
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
    /** The records an index holds now. */
    records: (indexName = primaryIndex) => [...recordsOf(indexName).values()],
    seed: (records: TRecord[], indexName = primaryIndex) => {
      for (const r of records) recordsOf(indexName).set(r.objectID, r);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
