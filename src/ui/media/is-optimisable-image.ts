/**
 * Whether next/image may optimise a photo: only our own media files. Photos on a dealer's own image
 * host (from a stock import) are shown as they are, because the optimiser fetches only hosts we allow.
 */
export function isOptimisableImage(src: string): boolean {
  return src.startsWith('/media/') && !src.startsWith('//');
}
