import type { z } from 'zod';
import { RouteError } from './route-error';

/** The first issue of a failed parse as a 400 naming the field (`lead.email`), in words a person can act on. */
export function zodRouteError(error: z.ZodError): RouteError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const message = issue?.message ?? 'The request is not valid.';
  return new RouteError(400, field ? `${field}: ${message}` : message, field);
}
