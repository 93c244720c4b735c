import { withPublicFeed } from '@/server/http/with-public-feed';
import { mediaStore } from './media-store';
import { resolveMediaKey } from './resolve-media-key';
import { logger } from '@/server/log/logger';

/** Demo and uploaded images from the media store, immutable by name, so cached for a year. */
export const getMediaRoute = withPublicFeed<{ path: string[] }>(async ({ params }) => {
  const target = resolveMediaKey(params.path);
  if (!target) return Response.json({ error: 'Not found' }, { status: 404 });
  let object;
  try {
    object = await mediaStore().get(target.key);
  } catch (error) {
    // The store is unreachable or refused us: not a 404 a CDN would keep, and worth a line in the log.
    logger.error({ err: error }, 'media store failed');
    return Response.json(
      { error: 'Media unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (!object) return Response.json({ error: 'Not found' }, { status: 404 });
  return new Response(object.body, {
    headers: {
      // By the name, as before: a stored type is not trusted to decide whether the SVG policy applies.
      'Content-Type': target.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...(target.type === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    },
  });
});
