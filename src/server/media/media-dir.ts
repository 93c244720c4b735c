import path from 'node:path';
import { env } from '@/env';

/** The folder demo and uploaded images live in; served under /media/… by the media route. */
export function mediaDir(): string {
  return path.resolve(env.DATA_DIR, 'media');
}
