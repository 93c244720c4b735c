/** The largest request body a form or JSON post may send (413 beyond); uploads add their file's own limit to it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Largest stock file the API accepts (about 40,000 cars of CSV). */
export const MAX_STOCK_FILE_BYTES = 20 * 1024 * 1024;

/** Largest payment processor event a webhook route reads. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Largest body a dashboard post may carry: the proxy's own cap (`proxyClientMaxBodySize: '25mb'` in next.config.ts),
 * above every dashboard upload's limit (car photos: 24 MB). Each upload route refuses past its own limit with a
 * message at the field.
 */
export const MAX_DASHBOARD_BODY_BYTES = 25 * 1024 * 1024;
