import { setLogSink } from './log-destination';

/**
 * In development, sends log lines through pino-pretty when it is installed (a dev dependency: production never
 * needs it, and keeps its JSON lines when it is missing).
 */
export async function usePrettyLogs(): Promise<void> {
  try {
    const { default: pretty } = await import('pino-pretty');
    setLogSink(pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }));
  } catch {
    // Not installed (npm ci --omit=dev): the JSON lines stay.
  }
}
