/** A link in a dropdown or the drawer: the `menu-link` utility of globals.css. */
export const MENU_LINK_CLASS = 'menu-link';
