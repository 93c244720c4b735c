import type { TDb } from '@/server/db/client';
import type { TSearchSettings } from '@/server/db/schema/website-config-types';
import { DEFAULT_RETRY_POLICY, type TRetryPolicy } from '@/server/outbox/backoff';
import type { ISearchIndexWriter, TIndexedCar } from '@/server/providers/search/types';
import { claimDueIndexPushes, type TClaimedIndexPush } from './claim-due-index-pushes';
import { indexWriterForSite } from './index-writer-for-site';
import { loadIndexTargets, type TIndexTarget } from './load-index-targets';
import { loadIndexedCars } from './load-indexed-cars';
import { recordIndexPushes } from './record-index-pushes';

export type TIndexPushOptions = {
  /** The writer of a site's hosted index; null when the site cannot be written to. */
  writerFor?: (settings: TSearchSettings) => ISearchIndexWriter | null;
  policy?: TRetryPolicy;
  /** Pushes claimed per run; one save and one delete request per site carry them. */
  batchSize?: number;
  leaseMs?: number;
  now?: () => Date;
};

type TPushResult = { ok: true } | { ok: false; error: string };

async function pushSite(
  target: TIndexTarget | undefined,
  pushes: readonly TClaimedIndexPush[],
  cars: ReadonlyMap<number, TIndexedCar>,
  writerFor: NonNullable<TIndexPushOptions['writerFor']>,
): Promise<TPushResult> {
  // A site no longer on algolia (or gone) has no index to keep: its queued pushes are done.
  if (!target || target.searchSettings.provider !== 'algolia') return { ok: true };
  const writer = writerFor(target.searchSettings);
  if (!writer) return { ok: false, error: 'The site’s search settings have no algolia host and write key.' };
  const carIds = [...new Set(pushes.map((p) => p.carId))];
  // A car deleted, or moved to a dealership the site does not show, leaves the site's index.
  const kept = carIds
    .map((id) => cars.get(id))
    .filter((car): car is TIndexedCar => car !== undefined && target.dealershipIds.has(car.dealershipId));
  const keptIds = new Set(kept.map((car) => car.id));
  try {
    // Before a site's first push in this process: the index's settings (once per process and index).
    await writer.configure();
    await writer.save(kept);
    await writer.remove(carIds.filter((id) => !keptIds.has(id)));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message.slice(0, 500) };
  }
}

/**
 * One pass of the hosted index outbox: claims due pushes (queued by the database in the transaction of each
 * stock change), sends each site its cars' current records and deletes, and records the outcome with the
 * lead outbox's backoff. Several changes to one car before a pass are sent once. Returns how many it claimed.
 */
export async function pushDueIndexChanges(db: TDb, options: TIndexPushOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueIndexPushes(db, {
    limit: options.batchSize ?? 500,
    leaseMs: options.leaseMs ?? 120_000,
    now: now(),
  });
  if (claimed.length === 0) return 0;
  const bySite = new Map<number, TClaimedIndexPush[]>();
  for (const push of claimed) {
    const group = bySite.get(push.websiteId);
    if (group) group.push(push);
    else bySite.set(push.websiteId, [push]);
  }
  const [targets, cars] = await Promise.all([
    loadIndexTargets(db, [...bySite.keys()]),
    loadIndexedCars(db, [...new Set(claimed.map((p) => p.carId))]),
  ]);
  const writerFor = options.writerFor ?? indexWriterForSite;
  for (const [websiteId, pushes] of bySite) {
    const result = await pushSite(targets.get(websiteId), pushes, cars, writerFor);
    await recordIndexPushes(db, pushes, result, options.policy ?? DEFAULT_RETRY_POLICY, now());
  }
  return claimed.length;
}
