import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import { createS3MediaStore, type TS3MediaSettings } from '@/server/providers/media/s3-media-store';
import type { IMediaStore } from '@/server/providers/media/types';
import { startS3StandIn } from './s3-stand-in';

/** The stores media tests run against: the local folder and S3 (the stand-in). */
export const MEDIA_STORE_KINDS = ['local', 's3'] as const;

export const STAND_IN_S3 = {
  bucket: 'forecourt-media',
  region: 'ap-southeast-2',
  accessKeyId: 'AKIDFORECOURTTEST',
  secretAccessKey: 'stand-in-secret-key-0123456789',
} as const;

export type TTestMediaStore = {
  store: IMediaStore;
  /** The bytes stored under a /media/… address, read behind the store's back; null when there are none. */
  stored(url: string): Promise<Buffer | null>;
  close(): Promise<void>;
};

/** A fresh, empty store of the kind: a temporary folder, or an S3 stand-in with its own bucket. */
export async function openTestMediaStore(kind: (typeof MEDIA_STORE_KINDS)[number]): Promise<TTestMediaStore> {
  const keyOf = (url: string) => url.replace(/^\/media\//, '');
  if (kind === 'local') {
    const root = await mkdtemp(path.join(tmpdir(), 'fc-media-'));
    return {
      store: createLocalMediaStore(root),
      stored: (url) => readFile(path.join(root, keyOf(url))).catch(() => null),
      close: () => rm(root, { recursive: true, force: true }),
    };
  }
  const standIn = await startS3StandIn(STAND_IN_S3);
  const settings: TS3MediaSettings = { ...STAND_IN_S3, endpoint: standIn.url, urlStyle: 'path' };
  return {
    store: createS3MediaStore(settings),
    stored: async (url) => standIn.objects.get(keyOf(url))?.body ?? null,
    close: standIn.close,
  };
}
