import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';
import { resolveMediaPath } from '@/server/media/resolve-media-path';

/** Demo and uploaded images, immutable by name, so cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const target = resolveMediaPath(path.resolve(env.DATA_DIR, 'media'), (await params).path);
  if (!target) return Response.json({ error: 'Not found' }, { status: 404 });
  try {
    const body = await readFile(target.file);
    return new Response(body, {
      headers: {
        'Content-Type': target.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...(target.type === 'image/svg+xml'
          ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
          : {}),
      },
    });
  } catch {
    return Response.json({ error: 'Not found' }, { status: 404 });
  }
}
