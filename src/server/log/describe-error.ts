/** An error as a log line may carry it: its kind, message, code and stack, and its cause's. */
export type TErrorDescription = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: TErrorDescription;
};

/**
 * What of an error may be logged. Drizzle's query errors put the query's parameters (a buyer's name, email,
 * phone…) in their message, and so in their stack: the message becomes the query alone. Driver fields such as
 * PostgreSQL's `detail` (`Key (email)=(…)`) and `parameters` are left out; only the SQLSTATE `code` is kept.
 */
export function describeError(error: unknown, depth = 0): TErrorDescription {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown non-Error value' };
  const withQuery = error as Error & { query?: unknown; params?: unknown; code?: unknown };
  const hasParams = typeof withQuery.query === 'string' && 'params' in withQuery;
  const message = hasParams ? `Failed query: ${withQuery.query as string}` : error.message;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  const description: TErrorDescription = {
    type: error.name,
    message,
    ...(typeof withQuery.code === 'string' && { code: withQuery.code }),
    ...(frames?.length && { stack: [`${error.name}: ${message}`, ...frames].join('\n') }),
  };
  if (error.cause !== undefined && depth < 3) description.cause = describeError(error.cause, depth + 1);
  return description;
}
