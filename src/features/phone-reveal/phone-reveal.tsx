'use client';

import { useRef, useState } from 'react';
// Direct module imports, not the '@/domain' barrel: this leaf ships in the car page's first-load JavaScript.
import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { maskPhoneForReveal } from '@/domain/phone/mask-phone-for-reveal';

type TProps = {
  phone: string;
  country: 'AU' | 'NZ';
  /** The tracking call's fields (spec: car_id, dealership_id, website_id). */
  track: { car_id: number; dealership_id: number; website_id: number };
  label?: string;
};

/**
 * The phone-reveal card: the number masked after its first 5 characters until clicked; the click records
 * car_phone_call (a loading flag blocks double clicks; a failed call is logged and never blocks the
 * reveal), then shows the full number as a tel: link whose click fires event 25 (click to call,
 * with this car's id: see ClickToCallTracker).
 */
export function PhoneReveal({ phone, country, track, label = 'Call the dealer' }: TProps) {
  const [state, setState] = useState<'masked' | 'loading' | 'revealed'>('masked');
  // The flag a second click of a double click sees at once, before React has re-rendered the button disabled.
  const started = useRef(false);
  const display = formatPhoneForDisplay(phone, country);

  async function reveal() {
    if (started.current) return;
    started.current = true;
    setState('loading');
    try {
      const response = await fetch('/api/events/car_phone_call', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(track),
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) console.error('Phone reveal tracking failed', response.status);
    } catch (error) {
      console.error('Phone reveal tracking failed', error);
    }
    setState('revealed');
  }

  return (
    <section
      aria-labelledby="phone-reveal-heading"
      className="rounded-theme border-line bg-surface-alt flex flex-col gap-2 border p-4"
    >
      <h2 id="phone-reveal-heading" className="font-semibold">
        {label}
      </h2>
      {state === 'revealed' ? (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          data-car-id={track.car_id}
          className="text-ink text-xl font-bold underline underline-offset-4"
        >
          {display}
        </a>
      ) : (
        <button
          type="button"
          onClick={reveal}
          disabled={state === 'loading'}
          className="rounded-theme border-ink text-ink bg-surface min-h-11 border-2 px-4 py-2 text-left font-semibold disabled:opacity-70"
        >
          <span className="text-lg tracking-wide">{maskPhoneForReveal(display)}</span>{' '}
          <span className="text-sm">{state === 'loading' ? 'Loading...' : 'Show number'}</span>
        </button>
      )}
    </section>
  );
}
