/** The demo users' one password, printed in the README: it signs in only in demo mode and from this machine. */
export const DEMO_PASSWORD = 'forecourt-demo';
