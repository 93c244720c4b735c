'use client';

import { useState, type MouseEvent } from 'react';

type TProps = { url: string; title: string };

/**
 * "Share": the browser's own share sheet where it has one (Web Share API), else the link copied with a visible
 * confirmation. A <details> underneath, so before hydration, without JavaScript or when copying is refused, the
 * tap opens the link to copy by hand.
 */
export function ShareCar({ url, title }: TProps) {
  const [copied, setCopied] = useState(false);
  async function onClick(event: MouseEvent<HTMLElement>) {
    const details = event.currentTarget.parentElement as HTMLDetailsElement;
    if (details.open) return;
    event.preventDefault();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The buyer closed the sheet: nothing to do. Any other refusal falls through to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      details.open = true;
    }
  }
  return (
    <div className="flex flex-col gap-1" data-share>
      <details>
        <summary
          onClick={onClick}
          className="text-ink inline-flex min-h-10 cursor-pointer items-center font-semibold underline underline-offset-4"
        >
          Share
        </summary>
        <div className="mt-1 flex flex-col gap-1">
          <label htmlFor="share-url" className="text-sm">
            Link to this car
          </label>
          <input
            id="share-url"
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded-theme border-ink bg-surface text-ink min-h-10 w-full max-w-md border px-2"
          />
        </div>
      </details>
      <p role="status" className="text-sm font-semibold">
        {copied ? 'Link copied: paste it anywhere to share this car.' : ''}
      </p>
    </div>
  );
}
