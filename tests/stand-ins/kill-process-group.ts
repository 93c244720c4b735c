import type { ChildProcess } from 'node:child_process';

/**
 * SIGKILL to a harness started with `detached: true` (its own process group: the node process holding the
 * database); resolves once it has exited. A harness that has already gone (one that killed itself) resolves at once.
 */
export async function killProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await gone;
}
