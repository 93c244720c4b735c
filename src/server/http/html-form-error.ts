import { apiFieldError } from '@/domain/forms/api-field-error';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Whether a request is a plain HTML form post (JavaScript off), which expects a page, not JSON. */
export function wantsHtml(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** "email" -> "Email", "dateTime" -> "Date time": a field's name as a person reads it. */
function fieldLabel(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The page the form was on (path and query), when the Referer is this host's own page (the Host header: a
 * forwarded host is the client's word). Leading slashes are collapsed to one, so the link can never become
 * protocol-relative (`//other.example`).
 */
function sameSiteReferer(request: Request): string | null {
  const host = request.headers.get('host') ?? '';
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.host.toLowerCase() === host.trim().toLowerCase()
      ? referer.pathname.replace(/^\/+/, '/') + referer.search
      : null;
  } catch {
    return null;
  }
}

/**
 * The answer to a form posted without JavaScript that the API refused: a small page with the status, the
 * message and the field it names, and a link back to the form (the Referer when it is the site's own page;
 * the browser keeps what was typed when the visitor goes back). A 400 asks the visitor to correct the form;
 * any other refusal (too many requests, a failure on our side) to send it again; `headers` (Retry-After)
 * are kept.
 */
export function htmlFormError(
  request: Request,
  status: number,
  message: string,
  field: string | null,
  headers: Record<string, string> = {},
): Response {
  const back = sameSiteReferer(request) ?? '/';
  const error = apiFieldError(field, message);
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status === 400 ? 'Please check the form' : 'Your form has not been sent'}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style></head>
<body><main><h1>Your form has not been sent</h1>
<p role="alert">${error.name ? `<strong>${escapeHtml(fieldLabel(error.name))}:</strong> ` : ''}${escapeHtml(error.message)}</p>
<p><a href="${escapeHtml(back)}">Go back to the form</a> ${status === 400 ? 'to correct it' : 'and send it again'}; what you typed is kept by your browser.</p></main></body>
</html>`;
  return new Response(body, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
