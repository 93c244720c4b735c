import { notFound } from 'next/navigation';

/** Any path a site does not have: the site's own 404 page. */
export default function UnknownPage() {
  notFound();
}
