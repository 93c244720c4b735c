import { isNewArrival } from './is-new-arrival';

export type TAwaitingPhotosWording = { heading: string; text: string; newArrival: boolean };

/**
 * What the panel shown instead of photos says. Within the spec's 8 days of created_at the car is a new
 * arrival being prepared; after that it is only waiting for photos, so nothing claims it has just arrived
 * and the panel is the Request Photos offer alone.
 */
export function awaitingPhotosWording(createdAt: Date | string, now: Date): TAwaitingPhotosWording {
  if (isNewArrival(createdAt, now)) {
    return {
      heading: 'New arrival: photos coming soon',
      text: 'This car has only just arrived and is being prepared. Ask us and we will send you photos as soon as they are taken.',
      newArrival: true,
    };
  }
  return {
    heading: 'Request photos of this car',
    text: 'There are no photos of this car online yet. Ask us and we will send you photos of it.',
    newArrival: false,
  };
}
