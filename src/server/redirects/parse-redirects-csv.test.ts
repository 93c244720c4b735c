import { describe, expect, it } from 'vitest';
import { parseRedirectsCsv, redirectsCsv } from './parse-redirects-csv';
import { ZSiteRedirects } from './site-redirects.schema';

describe('parseRedirectsCsv', () => {
  it('reads rows after an optional header, skipping blank lines', () => {
    const csv =
      'old_url,new_url\n/used-cars,/search/used\n\nhttps://old.example/about-us.html,/pages/about\n';
    expect(parseRedirectsCsv(csv)).toEqual({
      redirects: [
        { fromPath: '/used-cars', toUrl: '/search/used' },
        { fromPath: '/about-us.html', toUrl: '/pages/about' },
      ],
      problems: [],
    });
  });

  it('names every bad row by its line and keeps nothing back silently', () => {
    const csv = '/a,/b\nnot-a-path,/c\n/d\n/a,/e\n/f,/f\n';
    const { problems } = parseRedirectsCsv(csv);
    expect(problems).toEqual([
      'Line 2: the old address must be a path such as /used-cars/123 or a full address',
      'Line 3: give two columns, the old address and the new one',
      'Line 4: /a already redirects on line 1',
      'Line 5: the new address is the old one',
    ]);
  });

  it('counts lines of a quoted cell that spans two lines', () => {
    const { problems } = parseRedirectsCsv('"/a\nb",/c\n/d,x\n');
    expect(problems.at(-1)).toBe(
      'Line 3: the new address must be a path such as /cars/… or a full https address',
    );
  });

  it('writes back a CSV that reads as the same redirects', () => {
    const redirects = [
      { fromPath: '/a?x=1,2', toUrl: '/b' },
      { fromPath: '/c', toUrl: 'https://else.example/d' },
    ];
    expect(parseRedirectsCsv(redirectsCsv(redirects)).redirects).toEqual(redirects);
    expect(redirectsCsv([])).toBe('');
  });
});

describe('ZSiteRedirects', () => {
  it('refuses the form at its field with the first bad lines and how many more', () => {
    const csv = Array.from({ length: 7 }, (_, i) => `bad${i},/x`).join('\n');
    const parsed = ZSiteRedirects.safeParse({ csv });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path).toEqual(['csv']);
    expect(issue.message).toMatch(/^Line 1: .*Line 5: .*\. And 2 more lines\.$/);
  });
  it('gives the redirects when every row is good', () => {
    expect(ZSiteRedirects.parse({ csv: '/a,/b' })).toEqual([{ fromPath: '/a', toUrl: '/b' }]);
  });
});
