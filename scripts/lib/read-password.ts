import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Standard input up to its end, less one trailing newline (`--password-stdin`). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal for a line that is not echoed (a password). */
export function promptHidden(question: string): Promise<string> {
  // readline puts the terminal in raw mode (no echo of its own) and echoes to `muted`, which drops it.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
