import { spawn } from 'node:child_process';
import net from 'node:net';
import { nextStartArgs } from '../../scripts/lib/run.mjs';

const started = new Set();

/** True when something already accepts connections on 127.0.0.1:port. */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `next start` on the product's build or, given a `dir`, on that app's (the baseline), in its own process group, resolved once `readyUrl` (a 127.0.0.1 address: Node does not
 * resolve *.localhost) answers 200. Rejects if the port is taken, the server exits, or it is not ready in time.
 */
export async function startNext({ label, dir, port, env, readyUrl, timeoutMs = 120_000 }) {
  if (await portInUse(port))
    throw new Error(`${label}: port ${port} is already in use; stop whatever is on it first`);
  const args = nextStartArgs(port, dir);
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { label, child, log: '' };
  started.add(server);
  const keep = (chunk) => {
    server.log = (server.log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exited = null;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
    started.delete(server);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(`${label} exited with ${exited} before it was ready:\n${server.log}`);
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} was not ready at ${readyUrl} within ${timeoutMs / 1000} s:\n${server.log}`);
}

/** Ends one server's whole process group: SIGTERM, then SIGKILL if it is still there after a few seconds. */
export async function stopServer(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
  started.delete(server);
}

export async function stopAllServers() {
  await Promise.all([...started].map(stopServer));
}

/** Last resort on process exit: synchronous, so it also runs from an 'exit' handler. */
export function killAllServersNow() {
  for (const { child } of started) signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
