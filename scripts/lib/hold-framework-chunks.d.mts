/** See hold-framework-chunks.mjs: the streaming rewrite that holds Next's framework chunks until the photo paints. */
export const HELD_TYPE: string;
export const HOLD_LIMIT_MS: number;
export const LOADER: string;
export function createChunkHolder(): { push(piece: string): string; end(): string };
