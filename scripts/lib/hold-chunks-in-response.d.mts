import type { ServerResponse } from 'node:http';

/** See hold-chunks-in-response.mjs: wraps an HTML response so its framework chunks are held. */
export function holdChunksInResponse(res: ServerResponse): void;
