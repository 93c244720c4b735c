import http from 'node:http';

/**
 * fetch() for a demo site served on this machine, by its own address (`http://{slug}.localhost:{port}/…`).
 * Node's resolver here does not know *.localhost, and Node's fetch cannot help: it replaces any Host header
 * with the address it connects to (the Fetch standard forbids setting it), so a request to 127.0.0.1 would
 * silently reach the default site. This connects to 127.0.0.1 with the site's Host header, through
 * node:http, and answers a standard Response (redirects are not followed).
 *
 * @param {string} url the site's URL
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [init]
 * @returns {Promise<Response>}
 */
export function fetchSite(url, { method = 'GET', headers = {}, body } = {}) {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: `${pathname}${search}`, method, headers: { ...headers, host } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined)
              responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = response.statusCode ?? 500;
          const hasBody = ![204, 205, 304].includes(status) && method !== 'HEAD';
          resolve(new Response(hasBody ? Buffer.concat(chunks) : null, { status, headers: responseHeaders }));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
