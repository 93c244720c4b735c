import path from 'node:path';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * The file a /media/… request names inside the media folder, with its content type; null for anything
 * outside the folder, hidden, or not an image type we serve.
 */
export function resolveMediaPath(root: string, segments: string[]): { file: string; type: string } | null {
  if (segments.length === 0 || segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\')))
    return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  const type = TYPES[path.extname(file).toLowerCase()];
  return type ? { file, type } : null;
}
