import { describe, expect, it, vi } from 'vitest';
import { withDashboardRead } from './with-dashboard-read';

const state = vi.hoisted(() => ({ session: null as { user: { id: string } } | null }));
vi.mock('@/server/auth/dashboard-auth', () => ({
  getDashboardAuth: async () => ({ api: { getSession: async () => state.session } }),
}));
vi.mock('@/server/db/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/server/dashboard/load-viewer', () => ({
  loadViewer: async (_db: unknown, userId: string) => ({
    userId,
    email: 'a@b.c',
    name: 'A',
    memberships: [],
  }),
}));

describe('withDashboardRead', () => {
  const route = withDashboardRead(async ({ viewer }) => new Response(viewer.userId));
  const get = () => route(new Request('http://dashboard.localhost:3000/leads/export'));

  it('sends anyone not signed in to the sign-in page, and hands the signed-in person to the handler', async () => {
    const out = await get();
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/sign-in');
    state.session = { user: { id: 'u1' } };
    expect(await (await get()).text()).toBe('u1');
  });
});
