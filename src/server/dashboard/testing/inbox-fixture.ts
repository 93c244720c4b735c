import { randomUUID } from 'node:crypto';
import type { TDb } from '@/server/db/client';
import {
  authUsers,
  dealerships,
  leads,
  memberships,
  websiteDealerships,
  type TDashboardRole,
} from '@/server/db/schema';
import { createLeadFixture } from '@/server/leads/testing/lead-fixture';
import { loadViewer } from '../load-viewer';
import type { TViewer } from '../viewer.types';

/** Tests only: a person with one membership, written straight to the tables (no password: never signs in). */
export async function createViewer(
  db: TDb,
  name: string,
  role: TDashboardRole,
  scope: { websiteId?: number; dealershipId?: number } = {},
): Promise<TViewer> {
  const id = randomUUID();
  await db
    .insert(authUsers)
    .values({ id, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@test.example` });
  await db.insert(memberships).values({
    userId: id,
    role,
    websiteId: scope.websiteId ?? null,
    dealershipId: scope.dealershipId ?? null,
  });
  return (await loadViewer(db, id))!;
}

/**
 * Tests only: site alpha (dealerships A1 and A2) and site beta (B1), each with a car; people of every role;
 * and leads across them: L1 A1 unassigned, L2 A1 assigned to sam, L3 A1 assigned to another salesperson, L4 A2,
 * L5 beta, L6 an unfinished lead at A1.
 */
export async function createInboxFixture(db: TDb, now: Date) {
  const alpha = await createLeadFixture(db, 'alpha', []);
  const beta = await createLeadFixture(db, 'beta', []);
  const a1 = alpha.site.dealershipIds[0]!;
  const b1 = beta.site.dealershipIds[0]!;
  const [a2row] = await db.insert(dealerships).values({ slug: 'alpha-two', name: 'Alpha Two' }).returning();
  const a2 = a2row!.id;
  await db.insert(websiteDealerships).values({ websiteId: alpha.site.id, dealershipId: a2 });
  const people = {
    platform: await createViewer(db, 'Pat', 'platform_admin'),
    groupAlpha: await createViewer(db, 'Gina', 'group_admin', { websiteId: alpha.site.id }),
    groupBeta: await createViewer(db, 'Bea', 'group_admin', { websiteId: beta.site.id }),
    managerA1: await createViewer(db, 'Mia', 'dealership_manager', { dealershipId: a1 }),
    sam: await createViewer(db, 'Sam', 'salesperson', { dealershipId: a1 }),
    other: await createViewer(db, 'Olly', 'salesperson', { dealershipId: a1 }),
    salesA2: await createViewer(db, 'Tia', 'salesperson', { dealershipId: a2 }),
    nobody: await createViewer(db, 'Nobody', 'salesperson', {}),
  };
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const lead = (values: Partial<typeof leads.$inferInsert> & { websiteId: number }) => ({
    category: 'General Enquiry',
    ...values,
  });
  const rows = await db
    .insert(leads)
    .values([
      lead({
        websiteId: alpha.site.id,
        dealershipId: a1,
        name: 'Lena One',
        email: 'lena@buyer.example',
        phone: '0412 345 678',
        createdAt: hoursAgo(72),
        payload: { Rego: 'ABC123' },
      }),
      lead({
        websiteId: alpha.site.id,
        dealershipId: a1,
        name: 'Leo Two',
        email: 'leo@buyer.example',
        assignedUserId: people.sam.userId,
        createdAt: hoursAgo(1),
        carId: alpha.carId,
      }),
      lead({
        websiteId: alpha.site.id,
        dealershipId: a1,
        name: 'Lou Three',
        assignedUserId: people.other.userId,
        createdAt: hoursAgo(2),
      }),
      lead({ websiteId: alpha.site.id, dealershipId: a2, name: 'Lia Four', createdAt: hoursAgo(3) }),
      lead({ websiteId: beta.site.id, dealershipId: b1, name: 'Lars Five', createdAt: hoursAgo(4) }),
      lead({
        websiteId: alpha.site.id,
        dealershipId: a1,
        name: 'Lyn Six',
        formCompleted: false,
        leadStatus: 'Incomplete',
        createdAt: hoursAgo(5),
      }),
    ])
    .returning({ id: leads.id });
  const [L1, L2, L3, L4, L5, L6] = rows.map((r) => r.id) as [string, string, string, string, string, string];
  return { alpha, beta, a1, a2, b1, people, leads: { L1, L2, L3, L4, L5, L6 } };
}
