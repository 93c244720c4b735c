/** Where log lines go: anything with a `write` of one line, as pino writes to. */
export type TLogSink = { write(line: string): unknown };

let sink: TLogSink | null = null;

/**
 * The stream the logger writes to: stdout, or the sink set last (pino-pretty in development, a collector in
 * tests). Resolved per line, so the logger can be made once at import and the sink swapped later.
 */
export const logDestination: TLogSink = {
  write: (line) => (sink ?? process.stdout).write(line),
};

/** Sends every later line to `next` (null: back to stdout). */
export function setLogSink(next: TLogSink | null): void {
  sink = next;
}
