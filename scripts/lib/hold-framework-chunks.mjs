// "Paint first, then hydrate" (docs/adr/0009-paint-first-then-hydrate.md): Next.js loads its framework chunks with
// `<script async>`, so on a fast connection they arrive and run before the page's largest photo is painted, and
// the photo waits for them. This rewrites a page's HTML as it streams so the chunks are requested only once the
// page's photo is on screen.
//
// - `<script src="/_next/static/chunks/…" async="">` becomes an inert `<script type="forecourt/held-chunk" …>`;
// - `<link rel="preload" as="script" href="/_next/static/chunks/…">` is dropped (it would fetch them anyway);
// - a small inline loader before `</body>` inserts the held chunks, in document order, then announces it with the
//   RELEASED_EVENT (the deferred web font waits for it too). It releases them at the first of:
//   - the browser reporting the page's photo painted (Element Timing: ServerImage marks a preloaded photo with
//     elementtiming="page-photo"), which is the moment Lighthouse takes as the LCP;
//   - every `<img fetchpriority="high">` loaded or failed, then two frames, then UNSEEN_PHOTO_GRACE_MS more where
//     the browser has Element Timing (a photo off screen is never reported painted); at once where it has none;
//   - HOLD_LIMIT_MS after the page was parsed.

export const HELD_TYPE = 'forecourt/held-chunk';

/** The elementtiming name of a page's preloaded photo (src/ui/media/server-image.tsx). */
export const PHOTO_TIMING = 'page-photo';

/** Dispatched on document once the held chunks are in the page. */
export const RELEASED_EVENT = 'forecourt:chunks-released';

/** The longest the loader holds the chunks. */
export const HOLD_LIMIT_MS = 3000;

/** How long after its photos have loaded (and two frames) a page waits for the browser to report one painted. */
export const UNSEEN_PHOTO_GRACE_MS = 500;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async="">/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/chunks\/[^"<>]+"\/>/g;
const BODY_END = '</body>';

const LOADER_SOURCE = `(() => {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    setTimeout(() => {
      for (const held of document.querySelectorAll('script[type="${HELD_TYPE}"]')) {
        const script = document.createElement('script');
        script.src = held.dataset.src;
        script.async = true;
        held.replaceWith(script);
      }
      document.dispatchEvent(new Event('${RELEASED_EVENT}'));
    });
  };
  setTimeout(release, ${HOLD_LIMIT_MS});
  const timed = !!window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('element');
  if (timed) {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.identifier === '${PHOTO_TIMING}')) release();
    }).observe({ type: 'element', buffered: true });
  }
  const photos = [...document.querySelectorAll('img[fetchpriority=high]')];
  const loaded = photos.filter((photo) => !photo.complete).map((photo) => new Promise((done) => {
    photo.addEventListener('load', done, { once: true });
    photo.addEventListener('error', done, { once: true });
  }));
  Promise.all(loaded).then(() => requestAnimationFrame(() => requestAnimationFrame(() => {
    if (timed && photos.length > 0) setTimeout(release, ${UNSEEN_PHOTO_GRACE_MS});
    else release();
  })));
})()`;

/** The loader as sent: one inline script, its source on one line. */
export const LOADER = `<script>${LOADER_SOURCE.replace(/\n\s*/g, '')}</script>`;

function rewrite(html) {
  return html.replace(CHUNK_SCRIPT, `<script type="${HELD_TYPE}" data-src="$1">`).replace(CHUNK_PRELOAD, '');
}

/**
 * A streaming rewriter: `push` takes the next piece of the document and returns what can be sent now; `end` returns
 * the rest. A tag cut between two pieces is held back until it is whole. The loader goes in once, before the first
 * `</body>`; a document without one (a fragment, an error text) passes through with only its tags rewritten.
 */
export function createChunkHolder() {
  let carry = '';
  let loaderSent = false;

  function release(text) {
    let out = rewrite(text);
    if (!loaderSent) {
      const at = out.indexOf(BODY_END);
      if (at !== -1) {
        out = out.slice(0, at) + LOADER + out.slice(at);
        loaderSent = true;
      }
    }
    return out;
  }

  return {
    push(piece) {
      const text = carry + piece;
      const open = text.lastIndexOf('<');
      if (open !== -1 && text.indexOf('>', open) === -1) {
        carry = text.slice(open);
        return release(text.slice(0, open));
      }
      carry = '';
      return release(text);
    },
    end() {
      const rest = carry;
      carry = '';
      return release(rest);
    },
  };
}
