import { setLogSink } from './log-destination';

/**
 * In development, sends log lines through pino-pretty when it is installed (a dev dependency: production never
 * needs it, and keeps its JSON lines when it is missing). `destination`: stdout, or a test's stream.
 */
export async function usePrettyLogs(destination: NodeJS.WritableStream = process.stdout): Promise<void> {
  try {
    const { default: pretty } = await import('pino-pretty');
    setLogSink(pretty({ translateTime: 'SYS:HH:MM:ss.l', destination }));
  } catch {
    // Not installed (npm ci --omit=dev): the JSON lines stay.
  }
}
