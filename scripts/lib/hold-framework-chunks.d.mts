/** See hold-framework-chunks.mjs: the streaming rewrite that holds Next's framework chunks until the photo paints. */
export const HELD_TYPE: string;
export const PHOTO_TIMING: string;
export const RELEASED_EVENT: string;
export const HOLD_LIMIT_MS: number;
export const UNSEEN_PHOTO_GRACE_MS: number;
export const LOADER: string;
export function createChunkHolder(): { push(piece: string): string; end(): string };
