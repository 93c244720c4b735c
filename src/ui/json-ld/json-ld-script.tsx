import { jsonLdText } from './json-ld-text';

/**
 * Structured data for search engines: a <script type="application/ld+json"> with the data, where no value can
 * close the tag (jsonLdText).
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
