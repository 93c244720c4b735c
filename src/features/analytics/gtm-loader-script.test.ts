import { describe, expect, it } from 'vitest';
import { gtmLoaderScript } from './gtm-loader-script';

describe('gtmLoaderScript', () => {
  it.each([
    ['not configured', undefined],
    ['empty', ''],
    ['not a GTM id', 'UA-12345-1'],
    ['lower case', 'gtm-abc123'],
    ['an attempt to break out of the script', "GTM-ABC';alert(1);'"],
    ['a trailing newline', 'GTM-ABC123\n'],
  ])('loads nothing when %s', (_, id) => {
    expect(gtmLoaderScript(id)).toBeNull();
  });

  it('loads the configured container from Google Tag Manager and starts the dataLayer', () => {
    const script = gtmLoaderScript('GTM-AB12CD');
    expect(script).toContain("s.src='https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'");
    expect(script).toContain("event:'gtm.js'");
    expect(script).toMatch(/^window\.dataLayer=window\.dataLayer\|\|\[\];/);
  });
});
