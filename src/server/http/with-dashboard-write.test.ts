import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { readDraft } from '@/server/dashboard/form-draft';
import { withDashboardWrite } from './with-dashboard-write';
import { captureLogs } from '@tests/fixtures/capture-logs';

vi.mock('@/server/auth/dashboard-auth', () => ({
  getDashboardAuth: async () => ({ api: { getSession: async () => ({ user: { id: 'u1' } }) } }),
}));
vi.mock('@/server/db/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/server/dashboard/load-viewer', () => ({
  loadViewer: async () => ({ userId: 'u1', email: 'a@b.c', name: 'A', memberships: [] }),
}));

const ZForm = z.object({ price: z.coerce.number('must be whole dollars').int('must be whole dollars') });

function post(handler: () => Promise<Response>, draft: boolean, price = '45990.50') {
  const route = withDashboardWrite(
    {
      schema: ZForm,
      back: ({ id }: { id: string }) => `/stock/${id}`,
      ...(draft ? { draft: { form: ({ id }: { id: string }) => `car-${id}`, path: '/stock' as const } } : {}),
    },
    handler,
  );
  return route(
    new Request('http://dashboard.localhost:3000/stock/7/save', {
      method: 'POST',
      headers: { origin: 'http://dashboard.localhost:3000', host: 'dashboard.localhost:3000' },
      body: new URLSearchParams({ price, label: 'Drive away' }),
    }),
    { params: Promise.resolve({ id: '7' }) },
  );
}

describe('withDashboardWrite', () => {
  it('sends a refused form a person typed back to its page, with the values typed in a draft', async () => {
    const handler = vi.fn();
    const response = await post(handler, true);
    expect(handler).not.toHaveBeenCalled();
    expect(response.status).toBe(303);
    const nonce = /^\/stock\/7\?draft=([\w-]+)$/.exec(response.headers.get('location')!)?.[1];
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^form-draft=[\w-]+; Path=\/stock; Max-Age=300; HttpOnly; SameSite=Lax$/);
    const value = cookie.split(';')[0]!.slice('form-draft='.length);
    expect(readDraft(value, nonce, 'car-7')).toEqual({ price: '45990.50', label: 'Drive away' });
  });

  it('answers a form nobody types (no draft) with a 400 naming the field', async () => {
    const response = await post(vi.fn(), false);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'price: must be whole dollars', field: 'price' });
  });

  it('answers a DashboardError with a 303 back carrying its code, or a 404 outside the scope', async () => {
    const refused = await post(
      async () => Promise.reject(new DashboardError('photo_missing')),
      false,
      '45990',
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/stock/7?error=photo_missing');
    const outside = await post(async () => Promise.reject(new DashboardError('not_found')), false, '45990');
    expect(outside.status).toBe(404);
    expect(outside.headers.get('content-type')).toBe('text/plain');
    expect(await outside.text()).toBe('Not found.');
  });

  it('logs an unexpected failure and answers the bare 500 of every kind', async () => {
    const logs = captureLogs();
    const response = await post(async () => Promise.reject(new Error('secret detail')), false, '45990');
    logs.restore();
    expect(logs.lines).toMatchObject([
      { msg: 'route failed', method: 'POST', path: '/stock/7/save', err: { type: 'Error' } },
    ]);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('secret');
  });
});
