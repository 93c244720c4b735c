import type { TDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

/** Queues an email; the outbox worker sends it (deliverDueMail), retrying with backoff. */
export async function enqueueMail(
  db: TDb,
  mail: {
    to: string;
    subject: string;
    text: string;
    /** With `html`, a multipart email whose text part is `text`. */
    html?: string | null;
    headers?: Record<string, string> | null;
    fromName?: string | null;
    fromAddress?: string | null;
  },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
