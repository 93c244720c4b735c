import { sql } from 'drizzle-orm';
import { outboxAttention, type TOutboxHealth } from '@/domain/operations/outbox-attention';
import type { TDb } from '@/server/db/client';
import { pendingMigrations as pendingMigrationTags } from '@/server/db/pending-migrations';
import { getDb } from '@/server/db/db';
import { logger } from '@/server/log/logger';
import { countActiveHolds } from './count-active-holds';
import { readOutboxHealth } from './read-outbox-health';

/** What readiness, the metrics and the platform admin's panel report of this server's database and outboxes. */
export type TOperationsState =
  | { database: 'down' }
  | {
      database: 'up';
      pendingMigrations: number;
      outboxes: TOutboxHealth[];
      activeHolds: number;
      attention: string[];
    };

/**
 * Reads the operations state. The database is `down` when it cannot be opened or answer `select 1`; the outbox
 * and hold counts are detail, read only once the database answers (a failure there is logged and thrown).
 */
export async function readOperationsState(open: () => Promise<TDb> = getDb): Promise<TOperationsState> {
  let db: TDb;
  try {
    db = await open();
    await db.execute(sql`select 1`);
  } catch (error) {
    logger.error({ err: error }, 'database unreachable');
    return { database: 'down' };
  }
  const pendingMigrations = (await pendingMigrationTags(db)).length;
  if (pendingMigrations > 0) {
    return { database: 'up', pendingMigrations, outboxes: [], activeHolds: 0, attention: [] };
  }
  const [outboxes, activeHolds] = await Promise.all([readOutboxHealth(db), countActiveHolds(db)]);
  return { database: 'up', pendingMigrations, outboxes, activeHolds, attention: outboxAttention(outboxes) };
}
