import type { APIRequestContext } from '@playwright/test';
import { journeyPort } from './journey-server';

const port = journeyPort;

/** The address of a demo site on the journeys' server (Chromium resolves *.localhost by itself). */
export function siteUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${port()}${path}`;
}

/**
 * A GET from Node to a demo site: Node's resolver here does not know *.localhost, so the request goes to
 * 127.0.0.1 with the site's Host header, as a browser's would carry.
 */
export function siteGet(request: APIRequestContext, slug: string, path: string) {
  return request.get(`http://127.0.0.1:${port()}${path}`, {
    headers: { host: `${slug}.localhost:${port()}` },
  });
}

export const DEMO_SITES = ['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors'] as const;
