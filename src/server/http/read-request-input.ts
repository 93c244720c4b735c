import { parseFormBody } from './parse-form-body';
import { RouteError } from './route-error';

/**
 * The request's input as a plain object: a JSON body, a form-style body (urlencoded or multipart, with
 * bracketed keys nested), or for GET/HEAD the query string. Longer than `maxBytes`: 413; not JSON when it
 * says it is: 400.
 */
export async function readRequestInput(request: Request, maxBytes: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return parseFormBody(new URL(request.url).searchParams);
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readText(request, maxBytes);
  const header = request.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseFormBody(await readMultipart(text, header));
  if (type.startsWith('application/x-www-form-urlencoded')) return parseFormBody(new URLSearchParams(text));
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RouteError(400, 'The request body is not valid JSON.', null);
  }
}

/** A multipart body as its text fields; the boundary is case-sensitive, so the header is passed on as sent. */
async function readMultipart(text: string, contentType: string): Promise<URLSearchParams> {
  let form: FormData;
  try {
    form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RouteError(
      400,
      'The form body could not be read (multipart/form-data with its boundary).',
      null,
    );
  }
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
  return params;
}

function tooLarge(maxBytes: number): RouteError {
  return new RouteError(413, `The request body is larger than ${maxBytes} bytes.`, null);
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
