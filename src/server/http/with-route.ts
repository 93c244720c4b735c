import { htmlFormError, wantsHtml } from './html-form-error';
import { jsonError } from './json-error';
import { REQUEST_ID_HEADER } from './request-id';
import { RouteError } from './route-error';
import { logger } from '@/server/log/logger';

/** A Next.js route handler, as a route file exports it. */
export type TRouteHandler<TParams> = (
  request: Request,
  context?: { params: Promise<TParams> },
) => Promise<Response>;

/** What every handler is given, with what its kind's gate found (the site, the caller, the parsed input…). */
export type TRouteContext<TGated, TParams> = TGated & { request: Request; params: TParams };

/** One kind of handler: the checks its requests pass, and how its refusals are answered. */
export type TRouteKind<TGated, TParams> = {
  /** Runs before the handler; refuses by throwing a RouteError. What it returns is handed to the handler. */
  gate?: (request: Request, params: TParams) => Promise<TGated>;
  /** Answers a form posted without JavaScript with a page it can go back from (htmlFormError), not JSON. */
  formPages?: boolean;
  /** Headers of every refusal (a feed's `Cache-Control: no-store`, so no cache keeps a failure). */
  refusalHeaders?: Record<string, string>;
  /** Answers the kind's own errors (a dashboard redirect) before RouteError and the 500; null for any other. */
  answer?: (error: unknown, params: TParams) => Response | null;
};

const FAILURE = 'Something went wrong on our side. Please try again.';

/**
 * The core every `with…` wrapper of src/server/http composes (ADR 0028): awaits the params, passes the kind's
 * gate, runs the handler, and answers what is thrown: the kind's own errors by its `answer`, a RouteError with
 * its 4xx `{error, field}` (or a page, for a form posted without JavaScript); anything else is logged and
 * answered 500 without details.
 */
export function withRoute<TGated extends object, TParams>(
  kind: TRouteKind<TGated, TParams>,
  handler: (context: TRouteContext<TGated, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  return async function route(request, context) {
    const refuse = (status: number, message: string, field: string | null = null, headers = {}) => {
      const all = { ...headers, ...kind.refusalHeaders };
      return kind.formPages && wantsHtml(request)
        ? htmlFormError(request, status, message, field, all)
        : jsonError(status, message, field, all);
    };
    let params = {} as TParams;
    try {
      params = (await context?.params) ?? params;
      const gated = kind.gate ? await kind.gate(request, params) : ({} as TGated);
      return await handler({ ...gated, request, params });
    } catch (error) {
      const answer = kind.answer?.(error, params);
      if (answer) return answer;
      if (error instanceof RouteError) return refuse(error.status, error.message, error.field, error.headers);
      const where = { method: request.method, path: new URL(request.url).pathname };
      logger.error(
        { requestId: request.headers.get(REQUEST_ID_HEADER), ...where, err: error },
        'route failed',
      );
      return refuse(500, FAILURE);
    }
  };
}
