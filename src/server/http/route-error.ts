/**
 * An expected failure of an API request: thrown inside a handler wrapped in src/server/http, answered as JSON
 * `{ error, field }` with this status (4xx). `field` names the input at fault, when there is one.
 */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RouteError';
  }
}
