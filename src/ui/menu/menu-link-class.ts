/** A link in a dropdown or the drawer: a block the full width of its menu, underlined on hover, in the theme's radius. */
export const MENU_LINK_CLASS =
  'block rounded-theme px-3 py-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';
