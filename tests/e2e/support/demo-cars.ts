/**
 * Cars of the demo seed (src/server/seed/sites/sydney-motor-group-variants.ts) the journeys need by their
 * state. The seed is deterministic (seeded random), so their slugs are stable; when the seed changes,
 * the journeys fail on a 404 naming the slug: update it here.
 */
export const DEMO_CARS = {
  sold: '2025-mazda-cx-30-g20-pure-penrith-m68958',
  testDriveOnly: '2026-hyundai-ioniq-6-dynamiq-hornsby-h68466',
  placeholderPhotos: '2025-toyota-yaris-cross-gx-parramatta-t18324',
} as const;
