/** See send-raw.mjs. */
export function sendRaw(port: number, text: string): Promise<{ answer: string; ms: number }>;
