import Link from 'next/link';

/** Previous and next links around 'Page n of m'; nothing for a single page. */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <Link href={href(page - 1)} className="underline">
          Previous page
        </Link>
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages && (
        <Link href={href(page + 1)} className="underline">
          Next page
        </Link>
      )}
    </nav>
  );
}
