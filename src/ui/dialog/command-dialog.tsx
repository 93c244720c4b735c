import type { ReactNode } from 'react';

type TProps = {
  /** The <dialog>'s id, which its buttons name (`commandfor`); unique on the page. */
  id: string;
  /** The opening button's text. */
  label: ReactNode;
  /** The opening button's classes. */
  className: string;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the heading, its accessible description (the car an enquiry is about). */
  description?: ReactNode;
  /** Its width: 'narrow' for a short list, 'wide' for more. */
  size?: 'narrow' | 'wide';
  /** A button under the content that closes it too, e.g. 'Close'. */
  closeButton?: string;
  children: ReactNode;
};

const WIDTH = { narrow: 'w-[min(32rem,calc(100vw-2rem))]', wide: 'w-[min(40rem,calc(100vw-1rem))]' };

/**
 * The modal dialog of every feature (ADR 0027): a button and the <dialog> it opens through invoker commands (`commandfor`/`command`): a tap works before the
 * page's script has run and needs none of it. The browser makes the page behind inert, Escape, the ✕ and a click
 * on the backdrop close it, and focus returns to the button; in browsers without invoker commands EarlyControls
 * performs the commands before hydration and the site layout's InvokerCommandsFallback after.
 */
export function CommandDialog({
  id,
  label,
  className,
  title,
  description,
  size = 'wide',
  closeButton,
  children,
}: TProps) {
  return (
    <>
      <button type="button" commandfor={id} command="show-modal" aria-haspopup="dialog" className={className}>
        {label}
      </button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        closedby="any"
        className={`bg-surface text-ink rounded-theme m-auto max-h-[92dvh] ${WIDTH[size]} max-w-none overflow-y-auto overscroll-contain p-5 shadow-xl backdrop:bg-black/60 sm:p-6`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold">
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className="text-ink-muted text-sm">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            commandfor={id}
            command="close"
            aria-label="Close"
            className="rounded-theme border-line min-h-11 min-w-11 cursor-pointer border px-3 font-semibold"
          >
            ✕
          </button>
        </div>
        {children}
        {closeButton && (
          <button
            type="button"
            commandfor={id}
            command="close"
            className="rounded-theme bg-primary text-primary-contrast mt-6 min-h-11 cursor-pointer px-4 py-2"
          >
            {closeButton}
          </button>
        )}
      </dialog>
    </>
  );
}
