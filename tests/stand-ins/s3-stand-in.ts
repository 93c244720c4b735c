import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TS3StandInOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** 0 (default): any free port. */
  port?: number;
};

/** One request the stand-in received: what was asked, of which bucket, and whether its signature held. */
export type TS3Request = { method: string; path: string; bucket: string; key: string; signed: boolean };

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Whether a request carries a valid AWS Signature Version 4 for these credentials, worked out here from the
 * specification (not by the library under test): canonical request, string to sign, derived key. The body's
 * SHA-256 is checked too unless the request says UNSIGNED-PAYLOAD.
 */
function isSigned(req: IncomingMessage, url: URL, body: Buffer, options: TS3StandInOptions): boolean {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  const date = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!match || !/^\d{8}T\d{6}Z$/.test(date) || payloadHash === '') return false;
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== options.accessKeyId || region !== options.region || day !== date.slice(0, 8))
    return false;
  const signedAt = Date.parse(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13)}`,
  );
  if (Math.abs(Date.now() - signedAt) > 15 * 60_000) return false;
  const names = signedHeaders!.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => names.includes(h))) return false;
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const canonicalPath = decodeURIComponent(url.pathname).split('/').map(rfc3986).join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!),
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * A local HTTP server answering the subset of the S3 API the media store uses, path-style, for tests (it is
 * not S3): PUT, GET, HEAD and DELETE of one object in one bucket. Every request must be signed for the given
 * credentials and region (403 SignatureDoesNotMatch otherwise); another bucket is 404 NoSuchBucket, a missing
 * object 404 NoSuchKey. `requests` records each request; `state.up = false` answers 503 to everything.
 */
export async function startS3StandIn(options: TS3StandInOptions) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: TS3Request[] = [];
  const state = { up: true };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucket = '', ...rest] = decodeURIComponent(url.pathname).split('/');
    const key = rest.join('/');
    const signed = isSigned(req, url, body, options);
    requests.push({ method: req.method ?? '', path: url.pathname, bucket, key, signed });
    if (!state.up) return xmlError(res, 503, 'SlowDown');
    if (!signed) return xmlError(res, 403, 'SignatureDoesNotMatch');
    if (bucket !== options.bucket) return xmlError(res, 404, 'NoSuchBucket');
    if (key === '') return xmlError(res, 400, 'InvalidRequest');
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return res.end();
      case 'GET':
      case 'HEAD':
        if (!object)
          return req.method === 'HEAD' ? (res.writeHead(404), res.end()) : xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return res.end(req.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
