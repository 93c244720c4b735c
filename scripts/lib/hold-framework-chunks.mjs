// "Paint first, then hydrate" (docs/adr/0009-paint-first-then-hydrate.md): Next.js loads its framework chunks with
// `<script async>`, so on a fast connection they arrive and run before the page's largest photo is painted, and
// the photo waits for them. This rewrites a page's HTML as it streams so the chunks are requested only once the
// page's high-priority images have loaded and a frame has been painted.
//
// - `<script src="/_next/static/chunks/…" async="">` becomes an inert `<script type="forecourt/held-chunk" …>`;
// - `<link rel="preload" as="script" href="/_next/static/chunks/…">` is dropped (it would fetch them anyway);
// - a small inline loader before `</body>` inserts the held chunks, in document order, once every
//   `<img fetchpriority="high">` has loaded or failed (at most HOLD_LIMIT_MS), then one animation frame and a task.

export const HELD_TYPE = 'forecourt/held-chunk';

/** The longest the loader waits for the priority images before it loads the chunks anyway. */
export const HOLD_LIMIT_MS = 3000;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async="">/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/chunks\/[^"<>]+"\/>/g;
const BODY_END = '</body>';

export const LOADER =
  '<script>(()=>{' +
  `const go=()=>requestAnimationFrame(()=>setTimeout(()=>{for(const h of document.querySelectorAll('script[type="${HELD_TYPE}"]')){` +
  "const s=document.createElement('script');s.src=h.dataset.src;s.async=true;h.replaceWith(s)}}));" +
  "const waits=[...document.querySelectorAll('img[fetchpriority=high]')].filter(i=>!i.complete)" +
  ".map(i=>new Promise(r=>{i.addEventListener('load',r,{once:true});i.addEventListener('error',r,{once:true})}));" +
  `Promise.race([Promise.all(waits),new Promise(r=>setTimeout(r,${HOLD_LIMIT_MS}))]).then(go)` +
  '})()</script>';

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
