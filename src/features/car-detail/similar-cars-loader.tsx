'use client';
import dynamic from 'next/dynamic';

/**
 * The cars a car page's 404 offers, whose code (the cards, favourites, search links) loads only when a 404 shows.
 * Every car page carries its route's not-found boundary in its payload, so importing the cards directly would send
 * them to every buyer who views a car that exists. Renders nothing on the server, like the list it loads, which is
 * fetched from the browser.
 */
export const SimilarCarsLoader = dynamic(
  () => import('./similar-cars-for-missing').then((module) => module.SimilarCarsForMissing),
  { ssr: false },
);
