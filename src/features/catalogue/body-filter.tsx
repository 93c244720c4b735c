import { SiteLink } from '@/ui/link/site-link';

type TProps = { bodies: string[]; basePath: string; body: string | null };

/** The catalogue's body-type filter: links (they work without JavaScript), the chosen one marked current. */
export function BodyFilter({ bodies, basePath, body }: TProps) {
  if (bodies.length < 2) return null;
  const chip = (active: boolean) =>
    `rounded-theme inline-flex min-h-11 items-center border px-4 py-2 ${active ? 'bg-primary text-primary-contrast' : 'border-line'}`;
  return (
    <nav aria-label="Filter by body type" className="my-6">
      <ul className="flex list-none flex-wrap gap-2 p-0">
        <li>
          <SiteLink href={basePath} className={chip(!body)} aria-current={!body ? 'page' : undefined}>
            All
          </SiteLink>
        </li>
        {bodies.map((b) => (
          <li key={b}>
            <SiteLink
              href={`${basePath}?body=${encodeURIComponent(b)}`}
              className={chip(body === b)}
              aria-current={body === b ? 'page' : undefined}
            >
              {b}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
