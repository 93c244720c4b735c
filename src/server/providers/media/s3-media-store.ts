import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { IMediaStore } from './types';

export type TS3MediaSettings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `path`: endpoint/bucket/key; `virtual`: bucket.endpoint-host/key. */
  urlStyle: 'path' | 'virtual';
};

/** A request to the store that takes longer than this fails rather than holding a page. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A refused or failed S3 request, with the status and the service's error code (`AccessDenied`…). */
export class MediaStoreError extends Error {
  constructor(
    readonly status: number,
    operation: string,
    key: string,
    readonly code: string,
  ) {
    super(`Media store ${operation} ${key} failed: HTTP ${status} ${code}`.trim());
  }
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function objectUrlOf(settings: TS3MediaSettings) {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  return (key: string) => {
    const url = new URL(endpoint);
    if (settings.urlStyle === 'virtual') {
      url.hostname = `${settings.bucket}.${endpoint.hostname}`;
      url.pathname = `${basePath}/${encodeKey(key)}`;
    } else {
      url.pathname = `${basePath}/${encodeURIComponent(settings.bucket)}/${encodeKey(key)}`;
    }
    return url.toString();
  };
}

async function failure(response: Response, operation: string, key: string): Promise<MediaStoreError> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
  return new MediaStoreError(response.status, operation, key, code);
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), every request signed with AWS Signature
 * Version 4 by aws4fetch (docs/adr/0022). Uploads carry their SHA-256, so the store refuses a body changed on
 * the way; a missing object is a 404 (grant s3:ListBucket, or AWS answers 403 for it).
 */
export function createS3MediaStore(settings: TS3MediaSettings): IMediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // A page waits on a read: two quick retries of a 5xx, not aws4fetch's default ten.
    retries: 2,
    initRetryMs: 50,
  });
  const urlOf = objectUrlOf(settings);
  const send = (method: string, key: string, init: RequestInit = {}) =>
    client.fetch(urlOf(key), { ...init, method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  return {
    name: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(body),
        headers: {
          'Content-Type': contentType,
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw await failure(response, 'PUT', key);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (!response.ok) {
        const error = await failure(response, 'GET', key);
        // Only a missing object is "not there"; a missing bucket is a setting to fix, not a 404 to cache.
        if (response.status === 404 && error.code !== 'NoSuchBucket') return null;
        throw error;
      }
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      return { body: new Uint8Array(await response.arrayBuffer()), contentType };
    },
    async has(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return false;
      if (!response.ok) throw new MediaStoreError(response.status, 'HEAD', key, '');
      return true;
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, 'DELETE', key);
      await response.body?.cancel();
    },
  };
}
