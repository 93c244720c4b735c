import type { TNavItem, TNavigation } from '@/server/db/schema/website-config-types';

function itemsHavePath(items: readonly TNavItem[], path: string): boolean {
  return items.some((i) => i.href === path || itemsHavePath(i.children ?? [], path));
}

/** Whether a site's header or footer menus link to a path (pages like /happy-rewards exist only then). */
export function navigationHasPath(navigation: TNavigation | null, path: string): boolean {
  if (!navigation) return false;
  return (
    itemsHavePath(navigation.header, path) ||
    navigation.footerColumns.some((c) => itemsHavePath(c.items, path))
  );
}
