import { readUnsubscribeToken } from '@/server/notifications/unsubscribe-token';
import { getDb } from '@/server/db/db';
import { isUnsubscribed } from '@/server/notifications/notification-opt-outs';
import { serverSecret } from '@/server/payments/server-secret';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';

/**
 * /unsubscribe?token=…: the page a plain contact's "Unsubscribe" link opens, no sign-in needed. Opening it changes
 * nothing (link scanners open links); its button does, posting to the same one-click address mail clients use.
 */
export async function UnsubscribePage({ token }: { token: string | undefined }) {
  const read = token ? readUnsubscribeToken(token, serverSecret()) : null;
  if (!read) {
    return (
      <main className="mx-auto flex max-w-prose flex-col gap-4 p-6">
        <h1 className="text-2xl font-bold">This unsubscribe link is not valid</h1>
        <p>Open the link from the email again, or ask the dealership to take your address off its list.</p>
      </main>
    );
  }
  const done = await isUnsubscribed(await getDb(), read.email, read.kind);
  return (
    <main className="mx-auto flex max-w-prose flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">New-lead emails</h1>
      <OutcomeNotices done={done ? `${read.email} gets no more new-lead emails.` : null} />
      {!done && (
        <form method="post" action={`/unsubscribe/one-click?token=${encodeURIComponent(token!)}`}>
          <p className="mb-4">Stop emailing new leads to {read.email}?</p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Unsubscribe
          </button>
        </form>
      )}
    </main>
  );
}
