import path from 'node:path';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The content type a media key is stored and served with, by its extension. */
export function mediaContentType(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The media store key a /media/… request names (its path segments joined), with its content type; null for a
 * path that climbs out (`..`), is hidden, carries a separator inside a segment, or is not an image type we serve.
 */
export function resolveMediaKey(segments: string[]): { key: string; type: string } | null {
  if (
    segments.length === 0 ||
    segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('/'))
  )
    return null;
  const key = segments.join('/');
  const type = TYPES[path.extname(key).toLowerCase()];
  return type ? { key, type } : null;
}
