/**
 * The request header the proxy sets to the path the visitor asked for (before the /sites/{key} rewrite),
 * so a not-found page, which gets no route params, can still read what was asked for. The proxy
 * overwrites any value the client sent; read it only for hints (which of the site's cars a 404 suggests),
 * never to decide access.
 */
export const REQUEST_PATH_HEADER = 'x-forecourt-path';
