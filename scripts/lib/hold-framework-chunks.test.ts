import { describe, expect, it } from 'vitest';
import {
  createChunkHolder,
  HELD_TYPE,
  HOLD_LIMIT_MS,
  LOADER,
  PHOTO_TIMING,
  RELEASED_EVENT,
  UNSEEN_PHOTO_GRACE_MS,
} from './hold-framework-chunks.mjs';
import { PHOTO_TIMING as SERVER_IMAGE_PHOTO_TIMING } from '../../src/ui/media/server-image';

// The shape of a page as Next 16 serves it: chunk preloads and async chunk scripts in the head, the polyfills as
// noModule, the bootstrap chunk after the markup, inline flight data after it.
const PAGE =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/310vm2bl3xxpt.js"/>' +
  '<link rel="preload" as="font" href="/_next/static/media/geist.woff2"/>' +
  '<script src="/_next/static/chunks/1wnov70f88xjy.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<title>Sydney Motor Group</title></head><body><h1>Cars · Café</h1>' +
  '<img src="/photo.avif" fetchPriority="high" alt="2024 Toyota Corolla"/>' +
  '<script src="/_next/static/chunks/310vm2bl3xxpt.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script type="application/ld+json">{"@type":"AutoDealer"}</script></body></html>';

function holdWhole(html: string) {
  const holder = createChunkHolder();
  return holder.push(html) + holder.end();
}

describe('createChunkHolder', () => {
  const held = holdWhole(PAGE);

  it('turns every async framework chunk into an inert script that keeps its address', () => {
    expect(held).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    for (const name of ['1wnov70f88xjy', 'turbopack-077hmtqrhcoji', '310vm2bl3xxpt']) {
      expect(held).toContain(
        `<script type="${HELD_TYPE}" data-src="/_next/static/chunks/${name}.js"></script>`,
      );
    }
  });

  it('drops the chunk preloads and leaves every other preload, the noModule polyfills and inline scripts alone', () => {
    expect(held).not.toContain('as="script"');
    expect(held).toContain('<link rel="preload" as="font" href="/_next/static/media/geist.woff2"/>');
    expect(held).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(held).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(held).toContain('<script type="application/ld+json">{"@type":"AutoDealer"}</script>');
  });

  it('puts the loader once, just before </body>', () => {
    expect(held.split(LOADER)).toHaveLength(2);
    expect(held.endsWith(`${LOADER}</body></html>`)).toBe(true);
  });

  it('gives the same document however the stream is cut, a tag split between two pieces included', () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      const holder = createChunkHolder();
      const out = holder.push(PAGE.slice(0, cut)) + holder.push(PAGE.slice(cut)) + holder.end();
      expect(out, `cut at ${cut}`).toBe(held);
    }
  });

  it('gives the same document when it arrives a character at a time', () => {
    const holder = createChunkHolder();
    let out = '';
    for (const character of PAGE) out += holder.push(character);
    expect(out + holder.end()).toBe(held);
  });

  it('adds no loader to HTML without a </body> (a fragment or an error text)', () => {
    expect(holdWhole('<p>Internal Server Error</p>')).toBe('<p>Internal Server Error</p>');
  });

  it('passes a stray "<" through once the stream ends', () => {
    expect(holdWhole('price < 20000')).toBe('price < 20000');
  });
});

describe('LOADER', () => {
  const source = LOADER.slice('<script>'.length, -'</script>'.length);

  it('is one inline script of valid JavaScript', () => {
    expect(LOADER).toMatch(/^<script>[^<]*<\/script>$/);
    expect(() => new Function(source)).not.toThrow();
  });

  it("releases the held chunks when the browser reports the page's photo painted", () => {
    expect(PHOTO_TIMING).toBe(SERVER_IMAGE_PHOTO_TIMING);
    expect(source).toContain("observe({ type: 'element', buffered: true })");
    expect(source).toContain(`entry.identifier === '${PHOTO_TIMING}'`);
    expect(source).toContain(`script[type="${HELD_TYPE}"]`);
    expect(source).toContain(`new Event('${RELEASED_EVENT}')`);
  });

  it('falls back to the priority images having loaded, two frames, and at most HOLD_LIMIT_MS', () => {
    expect(source).toContain("querySelectorAll('img[fetchpriority=high]')");
    expect(source).toContain('requestAnimationFrame(() => requestAnimationFrame(');
    expect(source).toContain(`setTimeout(release, ${UNSEEN_PHOTO_GRACE_MS})`);
    expect(source).toContain(`setTimeout(release, ${HOLD_LIMIT_MS})`);
  });
});
