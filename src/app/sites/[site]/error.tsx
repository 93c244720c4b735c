'use client';

import { SiteErrorPage } from '@/features/site-error/site-error-page';
import { useSiteCard } from '@/features/site-error/site-card-context';

/** A server error on a site's page: the dealer's own error page, with its phone number (SiteErrorPage). */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <SiteErrorPage card={useSiteCard()} onRetry={reset} />;
}
