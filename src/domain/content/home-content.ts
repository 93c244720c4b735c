import { z } from 'zod';

/** The label of every slide's overlay button (spec: "slider with overlay button 'Discover More'"). */
export const DISCOVER_MORE_LABEL = 'Discover More';

/** Most buttons one content block may carry: more than three stop reading as a choice. */
export const MAX_BLOCK_BUTTONS = 3;

/**
 * Whether a dealer-supplied link target may be rendered: a path on the site itself (`/valuations`, with an
 * optional query or hash) or an absolute https address. Protocol-relative (`//host`), `javascript:`, `data:`
 * and plain-http targets are refused, as are paths with spaces or backslashes (browsers rewrite those).
 */
export function isContentHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !/[\s\\]/.test(href);
  if (!href.startsWith('https://')) return false;
  return URL.canParse(href) && !/\s/.test(href);
}

/** Whether an image address is ours to serve: a path on the site (`/media/…`) or an https address. */
export function isContentImageUrl(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//') && !/[\s\\]/.test(url)) || isContentHref(url);
}

const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `is at most ${max} characters`);

export const ZContentHref = z
  .string()
  .trim()
  .max(500, 'is at most 500 characters')
  .refine(isContentHref, 'is a path on the site such as /service or an https:// address');

const pixels = z
  .number('is a whole number of pixels')
  .int('is a whole number of pixels')
  .min(1, 'is at least 1 pixel')
  .max(8000, 'is at most 8000 pixels');

/** An image a dealer placed: its address, intrinsic size (so it takes its space before it loads) and alt text. */
export const ZContentImage = z.object({
  url: z
    .string()
    .trim()
    .max(500, 'is at most 500 characters')
    .refine(isContentImageUrl, 'is a path on the site such as /media/… or an https:// address'),
  width: pixels,
  height: pixels,
  /** Empty for a purely decorative image; otherwise what the picture shows. */
  alt: z.string().trim().max(250, 'is at most 250 characters'),
});
export type TContentImage = z.infer<typeof ZContentImage>;

export const ZContentButton = z.object({ label: text(40), href: ZContentHref });
export type TContentButton = z.infer<typeof ZContentButton>;

/** A home page content block: a title, body text (plain text or HTML, sanitised when shown), an image, buttons. */
export const ZContentBlock = z.object({
  title: text(120),
  body: z.string().max(4000, 'is at most 4000 characters'),
  image: ZContentImage.nullable(),
  buttons: z.array(ZContentButton).max(MAX_BLOCK_BUTTONS, `holds at most ${MAX_BLOCK_BUTTONS} buttons`),
});
export type TContentBlock = z.infer<typeof ZContentBlock>;

/** A slide of the home page slider: its picture and title, and where its 'Discover More' button leads. */
export const ZHomeSlide = z.object({ title: text(120), href: ZContentHref, image: ZContentImage });
export type THomeSlide = z.infer<typeof ZHomeSlide>;

export type THomeContent = { slides: THomeSlide[]; blocks: TContentBlock[] };

/** The first problem zod found, as `field.path: message`, for logs and seed errors that name the field. */
export function describeContentIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is not valid';
  const field = issue.path.join('.');
  return field ? `${field} ${issue.message}` : issue.message;
}
