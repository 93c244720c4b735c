import { jsonLdText } from './auto-dealer-json-ld';

/** A <script type="application/ld+json"> with the data, '<' escaped so no value can close the tag. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
