import Link from 'next/link';
import type { TGoLiveCheck } from '@/domain/publishing/go-live-checklist';
import { fixLink } from './fix-links';

/** Lines of the go-live checklist, each said as done or not, with the link that puts it right. */
export function ChecklistList({ checks, slug }: { checks: TGoLiveCheck[]; slug: string }) {
  return (
    <ul className="flex flex-col gap-2">
      {checks.map((check) => {
        const fix = fixLink(check.key, slug);
        return (
          <li
            key={check.key}
            className="border-line flex flex-wrap items-baseline gap-x-3 rounded border p-3"
          >
            <strong className={check.met ? 'text-green-800' : 'text-red-800'}>
              {check.met ? 'Done' : check.level === 'blocker' ? 'To do' : 'Warning'}
            </strong>
            <span>{check.says}</span>
            {!check.met && (
              <Link href={fix.href} className="text-primary underline">
                {fix.text}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
