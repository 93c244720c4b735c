import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/env';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from '@/server/db/owner-only';

/** How long a previewed file waits for its confirmation. */
const STAGED_FOR_MS = 60 * 60 * 1000;

const ZStaged = z.object({
  userId: z.string(),
  siteId: z.number().int(),
  fileName: z.string(),
  format: z.enum(['csv', 'json']),
  text: z.string(),
  stagedAt: z.number(),
  preview: z.union([
    z.object({ fileError: z.string() }),
    z.object({
      created: z.number(),
      updated: z.number(),
      rejected: z.number(),
      errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
      warnings: z.array(z.string()),
    }),
  ]),
});
export type TStagedStockImport = z.infer<typeof ZStaged>;

const dir = (dataDir: string) => path.resolve(dataDir, 'stock-uploads');
const isId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

/** Keeps an uploaded stock file and its preview until the person confirms it (owner-only, like DATA_DIR). */
export async function stageStockImport(staged: TStagedStockImport, dataDir = env.DATA_DIR): Promise<string> {
  const id = randomUUID();
  await mkdir(dir(dataDir), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  await writeFile(path.join(dir(dataDir), `${id}.json`), JSON.stringify(staged), {
    mode: OWNER_ONLY_FILE_MODE,
  });
  return id;
}

/** The person's own staged file, or null when it is unknown, someone else's or expired. */
export async function loadStagedStockImport(
  id: string,
  userId: string,
  now = Date.now(),
  dataDir = env.DATA_DIR,
): Promise<TStagedStockImport | null> {
  if (!isId(id)) return null;
  let staged: TStagedStockImport;
  try {
    staged = ZStaged.parse(JSON.parse(await readFile(path.join(dir(dataDir), `${id}.json`), 'utf8')));
  } catch {
    return null;
  }
  if (staged.userId !== userId || now - staged.stagedAt > STAGED_FOR_MS) return null;
  return staged;
}

export async function removeStagedStockImport(id: string, dataDir = env.DATA_DIR): Promise<void> {
  if (isId(id)) await rm(path.join(dir(dataDir), `${id}.json`), { force: true });
}
