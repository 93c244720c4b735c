// An experiment, not part of `npm run bench`: a proxy in front of a running product server that holds Next's
// framework chunks until after the page's first frame, to measure what "paint first, then hydrate" would do to
// simulated LCP (see "Reading simulated LCP" in bench/README.md).
//
//   node bench/experiments/hold-chunks-proxy.mjs 3600 3400 hold   # rewritten HTML on :3600
//   node bench/experiments/hold-chunks-proxy.mjs 3601 3400 pass   # the same proxy, HTML untouched, on :3601
//   npm run bench:lcp-graph -- http://waikato-motors.localhost:3600/ 3
//
// In `hold` mode each `<script src="/_next/static/chunks/…" async="">` becomes an inert
// `<script type="forecourt/held">`, the chunks' `<link rel="preload" as="script">` are dropped, and an inline
// loader inserts the chunks one animation frame and a task after the page starts. Compare only runs through the
// two proxies with each other: the proxy itself changes the timings Lantern sees.
import http from 'node:http';

const [listenPort, upstreamPort, mode] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
if (!listenPort || !upstreamPort || !['hold', 'pass'].includes(mode)) {
  console.error('usage: node bench/experiments/hold-chunks-proxy.mjs <port> <upstream port> hold|pass');
  process.exit(2);
}

const LOADER =
  '<script>requestAnimationFrame(()=>setTimeout(()=>{for(const s of document.querySelectorAll(' +
  "'script[type=\"forecourt/held\"]')){const n=document.createElement('script');n.src=s.dataset.src;" +
  'n.async=true;document.head.appendChild(n)}}))</script>';

function holdChunks(html) {
  return html
    .replace(
      /<script src="(\/_next\/static\/chunks\/[^"]+)" async="">/g,
      '<script type="forecourt/held" data-src="$1">',
    )
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace('</body>', `${LOADER}</body>`);
}

http
  .createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const options = { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers };
    const upstream = http.request(options, (answer) => {
      if (mode === 'pass' || !String(answer.headers['content-type'] ?? '').includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts = [];
      answer.on('data', (chunk) => parts.push(chunk));
      answer.on('end', () => {
        const rewritten = { ...answer.headers };
        delete rewritten['content-length'];
        delete rewritten['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, rewritten);
        res.end(holdChunks(Buffer.concat(parts).toString('utf8')));
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(listenPort);
