'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { TSiteCard } from '@/domain/site/site-card';

const SiteCardContext = createContext<TSiteCard | null>(null);

/** Gives the site's error page (error.tsx, a client component without the layout's data) the dealer's card. */
export function SiteCardProvider({ card, children }: { card: TSiteCard; children: ReactNode }) {
  return <SiteCardContext.Provider value={card}>{children}</SiteCardContext.Provider>;
}

export function useSiteCard(): TSiteCard | null {
  return useContext(SiteCardContext);
}
