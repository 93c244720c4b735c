import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A random secret kept in DATA_DIR/<name> (mode 0600), created by whichever of the server and the CLI needs
 * it first.
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) createSecretFile(file);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}

/** Writes a secret beside the file, then links it into place: a reader never sees a half-written file,
 * and when two processes race, the link fails for the second one and both read the first one's secret. */
function createSecretFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
}
