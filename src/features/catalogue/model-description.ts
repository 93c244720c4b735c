import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'span',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*>/i;

/**
 * A model description ready to render: HTML is passed through an allow-list (scripts, event handlers,
 * styles and javascript: URLs removed); plain text is escaped with its line breaks kept as <br>.
 */
export function modelDescriptionHtml(description: string | null): string | null {
  const text = description?.trim();
  if (!text) return null;
  if (LOOKS_LIKE_HTML.test(text)) return sanitizeHtml(text, ALLOWED);
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(/\r?\n/g, '<br>');
}
