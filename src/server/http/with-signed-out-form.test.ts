import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PEER_ADDRESS_HEADER } from './peer-address';
import { seeOther } from './see-other';
import { withSignedOutForm } from './with-signed-out-form';

const ZEmail = z.object({ email: z.email() });

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://dashboard.localhost:3000/password-reset', {
    method: 'POST',
    headers: { host: 'dashboard.localhost:3000', [PEER_ADDRESS_HEADER]: '203.0.113.7', ...headers },
    body,
  });
}
const form = (values: Record<string, string>) => new URLSearchParams(values);

describe('withSignedOutForm', () => {
  it('refuses another origin (403), a body over the limit (413) and a body that is not a form (400)', async () => {
    const handler = vi.fn();
    const route = withSignedOutForm({ schema: ZEmail }, handler);
    const crossSite = await route(post(form({ email: 'a@b.co' }), { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect((await route(post(form({ email: 'a@b.co' }), { 'content-length': '70000' }))).status).toBe(413);
    const notAForm = await route(post('{}', { 'content-type': 'application/json' }));
    expect(notAForm.status).toBe(400);
    expect(await notAForm.json()).toEqual({ error: 'The body must be a form.', field: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads a body that is not a form as an empty one when asked', async () => {
    const route = withSignedOutForm(
      { schema: z.object({ everywhere: z.unknown().optional() }), emptyUnlessForm: true },
      async ({ input }) => seeOther(`/sign-in?everywhere=${String(input.everywhere)}`),
    );
    const response = await route(post('{}', { 'content-type': 'application/json' }));
    expect(response.headers.get('location')).toBe('/sign-in?everywhere=undefined');
  });

  it('answers a refused form with `refused`, else a 400 naming the field', async () => {
    const handler = vi.fn();
    const own = withSignedOutForm(
      { schema: ZEmail, refused: () => seeOther('/forgot-password?error=email') },
      handler,
    );
    expect((await own(post(form({ email: 'nope' })))).headers.get('location')).toBe(
      '/forgot-password?error=email',
    );
    const plain = await withSignedOutForm({ schema: ZEmail }, handler)(post(form({ email: 'nope' })));
    expect(plain.status).toBe(400);
    expect((await plain.json()).field).toBe('email');
    expect(handler).not.toHaveBeenCalled();
  });

  it('limits each client once its form passes, and hands the parsed input on', async () => {
    const route = withSignedOutForm(
      {
        schema: ZEmail,
        rateLimit: {
          bucket: 'with-signed-out-form-test',
          rule: { limit: 1, windowMs: 60_000 },
          refused: (seconds, { email }) => seeOther(`/limited?s=${seconds > 0}&email=${email}`),
        },
      },
      async ({ input }) => seeOther(`/sent?email=${input.email}`),
    );
    expect((await route(post(form({ email: 'nope' })))).status).toBe(400);
    expect((await route(post(form({ email: 'a@b.co' })))).headers.get('location')).toBe('/sent?email=a@b.co');
    expect((await route(post(form({ email: 'a@b.co' })))).headers.get('location')).toBe(
      '/limited?s=true&email=a@b.co',
    );
  });
});
