/** A 303 to a path of the same host: after a form post, the browser GETs the page it names. */
export function seeOther(path: string, setCookies: string[] = []): Response {
  const headers = new Headers({ location: path, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
