import { isSameOrigin } from './is-same-origin';
import { UNSUPPORTED_METHOD_HEADER, UNSUPPORTED_METHODS } from './unsupported-method';

export type TRefusal = { status: number; body: string; headers: Record<string, string> };

/** The paths the proxy passes on unchanged: the same for every site. */
export const isSharedPath = (pathname: string) => /^\/(api|media)(\/|$)/.test(pathname);

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const json = (status: number, error: string, field: string | null, headers: Record<string, string> = {}) => ({
  status,
  body: JSON.stringify({ error, field }),
  headers: { 'content-type': 'application/json', ...headers },
});

/**
 * Requests the framework would answer with a 500 before any route of ours runs, refused first with a 4xx:
 * TRACE/TRACK/CONNECT (405), an API or media path whose % escapes do not decode (400 naming `path`; page
 * paths are escaped by the proxy and answer 404), and a page POST (a server action) from another origin
 * (403). Null: the request goes on.
 */
export function refuseBeforeRouting(method: string, pathname: string, headers: Headers): TRefusal | null {
  // Node's server hands such a request on as a GET naming the method (markUnsupportedMethods).
  const unsupported = headers.get(UNSUPPORTED_METHOD_HEADER) ?? method.toUpperCase();
  if (UNSUPPORTED_METHODS.has(unsupported)) {
    return json(405, `${unsupported} is not supported.`, null, {
      allow: 'GET, HEAD, POST, PUT, OPTIONS',
    });
  }
  if (isSharedPath(pathname)) {
    return decodes(pathname) ? null : json(400, 'The address has a malformed % escape.', 'path');
  }
  if (method.toUpperCase() === 'POST' && !isSameOrigin(headers)) {
    return {
      status: 403,
      body: 'This form must be sent from the dealer site itself.',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    };
  }
  return null;
}
