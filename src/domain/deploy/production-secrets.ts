/** The keys a production server must be given by its environment, never generate and keep in DATA_DIR. */
export const PRODUCTION_SECRETS = ['AUTH_SECRET', 'SETTINGS_ENCRYPTION_KEY'] as const;

export type TProductionSecret = (typeof PRODUCTION_SECRETS)[number];

/**
 * What stops a production server from starting, or null. In demo mode the keys may be generated and kept in
 * DATA_DIR; in production a container's DATA_DIR may not outlive a restart, and a new key would sign everyone out
 * (AUTH_SECRET) or lose the stored webhook and processor secrets (SETTINGS_ENCRYPTION_KEY), so both must be given.
 */
export function missingProductionSecrets(
  mode: 'demo' | 'production',
  given: Partial<Record<TProductionSecret, string | undefined>>,
): string | null {
  if (mode !== 'production') return null;
  const missing = PRODUCTION_SECRETS.filter((name) => !given[name]);
  if (missing.length === 0) return null;
  return (
    `Production mode needs ${missing.join(' and ')} in the environment; the server will not start without ` +
    `${missing.length === 1 ? 'it' : 'them'}. Generate each with \`openssl rand -base64 32\` and keep ` +
    `${missing.length === 1 ? 'it' : 'them'} with the deployment's other secrets (docs/deploy.md).`
  );
}
