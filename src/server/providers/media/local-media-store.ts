import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from '@/server/db/owner-only';
import { mediaContentType } from '@/server/media/resolve-media-key';
import type { IMediaStore } from './types';

const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isAbsent = (error: unknown) => ABSENT.has((error as NodeJS.ErrnoException).code ?? '');

/** Media as files under `root` (DATA_DIR/media): owner-only, each written beside its name and then renamed. */
export function createLocalMediaStore(root: string): IMediaStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // resolveMediaKey refuses such keys already; a second check costs nothing next to a disk write.
    if (!file.startsWith(base + path.sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return file;
  };
  return {
    name: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body, { mode: OWNER_ONLY_FILE_MODE });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: mediaContentType(key) };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isAbsent(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
