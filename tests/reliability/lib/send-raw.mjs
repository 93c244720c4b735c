import net from 'node:net';

/**
 * Opens a raw connection to 127.0.0.1:`port`, writes `text` (a request as bytes, perhaps cut short on purpose), and
 * resolves with all the server answered and how long it took to close the socket. Shared by the Vitest tests
 * (tests/support/raw-http.ts) and the reliability checks.
 */
export function sendRaw(port, text) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
  });
}
