/** The largest request body a form or JSON post may send (413 beyond); uploads add their file's own limit to it. */
export const MAX_BODY_BYTES = 64 * 1024;
