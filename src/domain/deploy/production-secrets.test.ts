import { describe, expect, it } from 'vitest';
import { missingProductionSecrets } from './production-secrets';

const KEY = 'k'.repeat(44);

describe('missingProductionSecrets', () => {
  it('lets demo mode start without either key (they are kept in DATA_DIR)', () => {
    expect(missingProductionSecrets('demo', {})).toBeNull();
  });

  it('lets production start with both keys given', () => {
    expect(
      missingProductionSecrets('production', { AUTH_SECRET: KEY, SETTINGS_ENCRYPTION_KEY: KEY }),
    ).toBeNull();
  });

  it('names both keys when production is given neither', () => {
    const problem = missingProductionSecrets('production', {});
    expect(problem).toContain('AUTH_SECRET and SETTINGS_ENCRYPTION_KEY');
    expect(problem).toContain('openssl rand -base64 32');
  });

  it('names only the missing key', () => {
    expect(missingProductionSecrets('production', { AUTH_SECRET: KEY })).toMatch(
      /needs SETTINGS_ENCRYPTION_KEY in the environment/,
    );
    expect(missingProductionSecrets('production', { SETTINGS_ENCRYPTION_KEY: KEY })).toMatch(
      /needs AUTH_SECRET in the environment/,
    );
  });

  it('counts an empty key as missing', () => {
    expect(missingProductionSecrets('production', { AUTH_SECRET: '', SETTINGS_ENCRYPTION_KEY: KEY })).toMatch(
      /AUTH_SECRET/,
    );
  });
});
