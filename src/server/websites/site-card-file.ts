import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import type { TSiteCard } from '@/domain/site/site-card';

// What this process last wrote per key, so an unchanged card is not written again on every lookup.
const written = new Map<string, string>();

const fileOf = (key: string) =>
  path.join(env.DATA_DIR, 'site-cards', `${encodeURIComponent(key.toLowerCase())}.json`);

/**
 * Keeps the card of the site a key names in DATA_DIR/site-cards, each time the site is read from the database (a
 * lookup's cache miss: a start, a settings change), so the site's error page has it while the database is down.
 * Written beside and renamed into place: a reader never sees half a file. A failed write is not the page's concern.
 */
export function keepSiteCard(key: string, card: TSiteCard): void {
  const json = JSON.stringify(card);
  if (written.get(key) === json) return;
  try {
    const file = fileOf(key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, json);
    renameSync(`${file}.${process.pid}.tmp`, file);
    written.set(key, json);
  } catch {
    // The card is a fallback; the next lookup tries again.
  }
}

/** The card last kept for a key, or null (never kept, or unreadable). */
export function readSiteCard(key: string): TSiteCard | null {
  try {
    return JSON.parse(readFileSync(fileOf(key), 'utf8')) as TSiteCard;
  } catch {
    return null;
  }
}
