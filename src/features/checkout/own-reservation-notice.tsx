'use client';

import { useEffect, useState } from 'react';

type TOwn = { reference: string; kind: 'reserve' | 'buy'; status: string };

/**
 * On a reserved or sold car's page (served from the cache, the same for everyone): asks the server whether this
 * browser paid for the car (its HttpOnly holds cookie, set at checkout) and, if so, says "You reserved this car"
 * with the reference, in place of the words everyone reads (`children`).
 */
export function OwnReservationNotice({ carId, children }: { carId: number; children: React.ReactNode }) {
  const [own, setOwn] = useState<TOwn | null>(null);
  useEffect(() => {
    let stopped = false;
    fetch(`/api/reservations/mine?car_id=${carId}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ reservation: TOwn | null }>) : null))
      .then((body) => {
        if (!stopped && body?.reservation) setOwn(body.reservation);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [carId]);
  if (!own) return children;
  return (
    <p className="font-semibold" data-testid="own-reservation">
      You {own.kind === 'buy' ? 'bought' : 'reserved'} this car. Your reference is{' '}
      <span className="font-mono">{own.reference}</span>.
    </p>
  );
}
