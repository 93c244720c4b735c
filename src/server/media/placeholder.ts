/** The image a car carries until the dealer adds photos ("Photos coming soon"). */
export const PLACEHOLDER_IMAGE_URL = '/media/placeholder-car.webp';

/** The placeholder's fixed-size thumbnail, for galleries and search hits. */
export const PLACEHOLDER_THUMB_URL = '/media/thumbs/placeholder-car.webp';
