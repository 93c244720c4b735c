import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text';

describe('jsonLdText', () => {
  it('escapes < so a name cannot close the script tag', () => {
    expect(jsonLdText({ name: '</script><script>x' })).not.toContain('</script>');
  });

  it('reads back as the same data', () => {
    const data = { name: 'a < b', n: 1 };
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});
