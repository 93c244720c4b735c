/** A stored image as the store gives it back. */
export type TMediaObject = { body: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * Where media lives: demo images, dealers' car photos and their thumbnails, logos, icons and home page pictures.
 * Keys are the part of the /media/… address after `/media/` (`cars/uploads/12/x.webp`); callers check them
 * (resolveMediaKey) before they get here. Names are new per upload, so an object is never rewritten in place.
 */
export interface IMediaStore {
  /** 'local' (DATA_DIR/media) or 's3'. */
  readonly name: 'local' | 's3';
  /** Stores an object whole or not at all. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. Throws when the store cannot be reached. */
  get(key: string): Promise<TMediaObject | null>;
  /** Whether an object exists (the seed skips images it already rendered). */
  has(key: string): Promise<boolean>;
  /** Deletes an object; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
