import { randomUUID } from 'node:crypto';
import { mediaStore } from '@/server/media/media-store';
import type { IMediaStore } from '@/server/providers/media/types';
import { removeMediaFiles, storeMediaFile } from '@/server/media/media-files';
import { processImage, type TImageVariant } from '@/server/media/process-image';

/** Largest logo or icon file a dealer may upload. */
export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The sizes the site draws them at: the logo in the header and footer's 160×32 box (twice that, for sharp
 * screens, padded to its shape so it is never stretched); the icon as the favicon (48×48) and as the app icon
 * phones put on a home screen (180×180, opaque: iOS draws transparency black).
 */
export const LOGO_VARIANT: TImageVariant = {
  width: 320,
  height: 64,
  fit: 'contain',
  format: 'webp',
  quality: 90,
  enlarge: true,
};
export const ICON_VARIANTS: readonly TImageVariant[] = [
  { width: 48, height: 48, fit: 'contain', format: 'png', enlarge: true },
  { width: 180, height: 180, fit: 'contain', format: 'png', enlarge: true, background: '#ffffff' },
];

/** Largest home page slide or block picture a dealer may upload: a camera's photo, as for cars. */
export const MAX_HOME_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * The home page's frames: a slide fills the slider (up to 1400 px wide, cropped to 3:2, 2:1 or 5:2 by the
 * screen), so the whole picture is kept within 2400×1200 for sharp screens; a block picture is always shown
 * 3:2, so it is cut to that frame. next/image makes the smaller sizes from these.
 */
export const HOME_PICTURE_VARIANTS = {
  slide: { width: 2400, height: 1200, fit: 'inside', format: 'webp', quality: 78 },
  block: { width: 1200, height: 800, fit: 'cover', format: 'webp', quality: 78 },
} as const satisfies Record<string, TImageVariant>;

const folderOf = (websiteId: number) => `sites/${websiteId}`;

/** Checks a logo by its content, resizes it and stores it; answers its address. */
export async function storeSiteLogo(websiteId: number, bytes: Uint8Array, store: IMediaStore = mediaStore()) {
  const [logo] = await processImage(bytes, { maxBytes: MAX_SITE_IMAGE_BYTES, variants: [LOGO_VARIANT] });
  const url = await storeMediaFile(`${folderOf(websiteId)}/logo-${randomUUID()}.webp`, logo!.data, store);
  return { logoUrl: url };
}

/** Checks an icon by its content, resizes it into the favicon and the app icon and stores both. */
export async function storeSiteIcon(websiteId: number, bytes: Uint8Array, store: IMediaStore = mediaStore()) {
  const [icon, app] = await processImage(bytes, { maxBytes: MAX_SITE_IMAGE_BYTES, variants: ICON_VARIANTS });
  const name = randomUUID();
  return {
    iconUrl: await storeMediaFile(`${folderOf(websiteId)}/icon-${name}.png`, icon!.data, store),
    appIconUrl: await storeMediaFile(`${folderOf(websiteId)}/app-icon-${name}.png`, app!.data, store),
  };
}

/** Checks a slide or block picture by its content, resizes it to the home page's frame and stores it. */
export async function storeHomePicture(
  websiteId: number,
  kind: keyof typeof HOME_PICTURE_VARIANTS,
  bytes: Uint8Array,
  store: IMediaStore = mediaStore(),
) {
  const [picture] = await processImage(bytes, {
    maxBytes: MAX_HOME_PICTURE_BYTES,
    variants: [HOME_PICTURE_VARIANTS[kind]],
  });
  const url = await storeMediaFile(
    `${folderOf(websiteId)}/content/${kind}-${randomUUID()}.webp`,
    picture!.data,
    store,
  );
  return { url, width: picture!.width, height: picture!.height };
}

/** Deletes a site's replaced logo or icon files; the demo's images and addresses set by hand stay. */
export function removeSiteImageFiles(
  websiteId: number,
  urls: readonly (string | null | undefined)[],
  store: IMediaStore = mediaStore(),
) {
  const stored = urls.filter((u): u is string => typeof u === 'string');
  return removeMediaFiles(stored, folderOf(websiteId), store);
}

/** Deletes a site's replaced home picture files; pictures given by address and the demo's stay. */
export function removeHomePictureFiles(
  websiteId: number,
  urls: readonly string[],
  store: IMediaStore = mediaStore(),
) {
  return removeMediaFiles(urls, `${folderOf(websiteId)}/content`, store);
}
