import { env, type TEnv } from '@/env';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import { createS3MediaStore } from '@/server/providers/media/s3-media-store';
import type { IMediaStore } from '@/server/providers/media/types';
import { mediaDir } from './media-dir';

/** The store MEDIA_STORAGE names, built from its settings (env.ts refused a half-configured set at start). */
function mediaStoreFor(vars: TEnv, localRoot: string): IMediaStore {
  if (vars.MEDIA_STORAGE === 'local') return createLocalMediaStore(localRoot);
  return createS3MediaStore({
    endpoint: vars.MEDIA_S3_ENDPOINT!,
    bucket: vars.MEDIA_S3_BUCKET!,
    region: vars.MEDIA_S3_REGION!,
    accessKeyId: vars.MEDIA_S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.MEDIA_S3_SECRET_ACCESS_KEY!,
    urlStyle: vars.MEDIA_S3_URL_STYLE,
  });
}

let store: IMediaStore | undefined;

/** This process's media store: every write, read and delete of media goes through it. */
export function mediaStore(): IMediaStore {
  return (store ??= mediaStoreFor(env, mediaDir()));
}
