import type { TDb } from '@/server/db/client';
import { leads, type TLeadStatus } from '@/server/db/schema';

const CATEGORIES = [
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Test Drive',
  'Finance',
  'Trade-in Enquiry',
  'Service Booking',
];
const STATUSES: TLeadStatus[] = ['contacted', 'contacted', 'appointment', 'sold', 'lost', 'spam'];

/**
 * The inbox benchmark's leads: spread over the last year across the dealerships, mostly answered; 1% new (finished
 * leads, so the inbox has overdue ones to sort first) and 4% unfinished.
 */
export async function insertBenchLeads(db: TDb, websiteId: number, dealershipIds: number[], total: number) {
  const now = Date.now();
  for (let start = 0; start < total; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      const createdAt = new Date(now - ((i * 7919) % (365 * 24 * 60)) * 60_000);
      const fresh = i % 100 === 1;
      const status = fresh ? 'new' : STATUSES[i % STATUSES.length]!;
      batch.push({
        websiteId,
        dealershipId: dealershipIds[i % dealershipIds.length]!,
        category: CATEGORIES[i % CATEGORIES.length]!,
        name: `Bench Buyer ${i}`,
        email: `buyer${i}@bench.example`,
        phone: `04${String(10_000_000 + i).slice(-8)}`,
        message: 'Is this car still available?',
        status,
        firstContactedAt: status === 'new' ? null : new Date(createdAt.getTime() + ((i % 180) + 5) * 60_000),
        formCompleted: i % 25 !== 0,
        payload: { Rego: `BEN${i}` },
        createdAt,
      });
    }
    await db.insert(leads).values(batch);
  }
}
