// Applies createChunkHolder to an HTML response as Next writes it, the way compression middleware wraps a response:
// res.write and res.end are replaced, and the decision is taken when the headers go out (on-headers). Only an
// uncompressed text/html body is rewritten; its Content-Length, if any, is dropped since the length changes.
import onHeaders from 'on-headers';
import { createChunkHolder } from './hold-framework-chunks.mjs';

/** Wraps `res` so that the HTML Next writes to it holds the framework chunks (see hold-framework-chunks.mjs). */
export function holdChunksInResponse(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let holder = null;
  let decoder = null;

  onHeaders(res, function decide() {
    const type = String(this.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || this.getHeader('content-encoding')) return;
    holder = createChunkHolder();
    decoder = new TextDecoder();
    this.removeHeader('content-length');
  });

  const text = (chunk, encoding) =>
    typeof chunk === 'string'
      ? chunk
      : decoder.decode(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined), {
          stream: true,
        });

  res.write = function writeHeld(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!holder || chunk == null) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const out = holder.push(text(chunk, encoding));
    if (out === '') {
      if (done) process.nextTick(done);
      return true;
    }
    return write(out, 'utf8', done);
  };

  res.end = function endHeld(chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding);
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!holder) return end(chunk, encoding, callback);
    const last = chunk == null ? '' : holder.push(text(chunk, encoding));
    return end(last + holder.push(decoder.decode()) + holder.end(), 'utf8', callback);
  };
}
