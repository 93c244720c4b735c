'use client';

import { useHydrated } from '@/ui/hydration/use-hydrated';

/** When the hold ends, in the buyer's own clock (rendered in the browser only, where that clock is known). */
export function HeldUntil({ expiresAt }: { expiresAt: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const time = new Date(expiresAt).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
  return <>The car is held for you until {time}: pay before then.</>;
}
