export const publishPath = (slug: string) => `/settings/${encodeURIComponent(slug)}/publish`;
