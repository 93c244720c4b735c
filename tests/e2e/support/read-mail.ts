import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { journeyDataDir } from './journey-server';

/** An email as the file transport wrote it (DATA_DIR/mail/*.eml), decoded for reading. */
export type TReadMail = { headers: Map<string, string>; text: string; html: string };

const qpBytes = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header, as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : qpBytes(data.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), decodeWords(line.slice(at + 1).trim()));
  }
  return headers;
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(part: { headers: Map<string, string>; body: string }): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(part.body);
  return part.body;
}

/** One .eml: its headers, and its text and HTML parts (a single-part email is its text). */
export function readMail(raw: string): TReadMail {
  const top = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(top.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { headers: top.headers, text: decodeBody(top), html: '' };
  const parts = top.body.split(`--${boundary}`).slice(1, -1).map(splitPart);
  const of = (type: string) => parts.find((p) => p.headers.get('content-type')?.startsWith(type));
  const text = of('text/plain');
  const html = of('text/html');
  return { headers: top.headers, text: text ? decodeBody(text) : '', html: html ? decodeBody(html) : '' };
}

/** The emails of the journey server's mail folder addressed to `to`. */
export async function mailsTo(to: string): Promise<TReadMail[]> {
  const dir = path.join(journeyDataDir(), 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.map(async (n) => readMail(await readFile(path.join(dir, n), 'utf8'))),
  );
  return mails.filter((m) => m.headers.get('to') === to);
}
