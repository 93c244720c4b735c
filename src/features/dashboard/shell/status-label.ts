import type { TLeadStatus } from '@/server/db/schema';

export const STATUS_LABELS: Record<TLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
  spam: 'Spam',
};
