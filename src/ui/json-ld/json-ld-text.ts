/** JSON for a <script type="application/ld+json">, with '<' escaped so no content can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
