import { z } from 'zod';
import { requiredText, ZMenuHref } from './settings-fields';

/** The spec's rule at save time: a site without a navigation header cannot run (requireNavigation throws). */
export const NAVIGATION_HEADER_REQUIRED =
  'needs at least one item: a site without a navigation header cannot run';

/** Most items a header, a dropdown or a footer column holds; more stop reading as a menu. */
export const MAX_MENU_ITEMS = 12;

/** A link of a dropdown or a footer column. */
export const ZNavLink = z.object({ label: requiredText(40), href: ZMenuHref });

/**
 * A header item: a link, a dropdown of links (children), the models or brands mega menu, or a button.
 * Every item leads somewhere: a link needs its href, a dropdown its children.
 */
export const ZNavItem = z
  .object({
    label: requiredText(40),
    href: ZMenuHref.optional(),
    kind: z.enum(['link', 'brands-mega', 'models-mega', 'button'], 'is one of the listed kinds').optional(),
    children: z.array(ZNavLink).max(MAX_MENU_ITEMS, `holds at most ${MAX_MENU_ITEMS} links`).optional(),
  })
  .refine((item) => item.kind === 'models-mega' || item.href || item.children?.length, {
    message: 'needs a link or, for a dropdown, links under it',
    path: ['href'],
  });

export const ZFooterColumn = z.object({
  title: requiredText(40),
  items: z
    .array(ZNavLink)
    .min(1, 'needs at least one link')
    .max(MAX_MENU_ITEMS, `holds at most ${MAX_MENU_ITEMS} links`),
});

/** A site's header menu and footer columns (the website row's `navigation`). */
export const ZNavigation = z.object({
  header: z
    .array(ZNavItem)
    .min(1, NAVIGATION_HEADER_REQUIRED)
    .max(MAX_MENU_ITEMS, `holds at most ${MAX_MENU_ITEMS} items`),
  footerColumns: z.array(ZFooterColumn).max(6, 'holds at most 6 columns'),
});

export type TNavLink = z.infer<typeof ZNavLink>;
export type TNavItem = z.infer<typeof ZNavItem>;
export type TNavigation = z.infer<typeof ZNavigation>;
