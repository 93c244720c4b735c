/** The address of a demo site on the journeys' server. */
export function siteUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${process.env.E2E_PORT ?? 3100}${path}`;
}

export const DEMO_SITES = ['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors'] as const;
