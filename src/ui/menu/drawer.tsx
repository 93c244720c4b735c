import type { ReactNode } from 'react';

type TProps = {
  /** The <dialog>'s id, which its buttons name (`commandfor`) and MenuEnhancer looks up. */
  id: string;
  /** The opening button's text and the dialog's accessible name, e.g. 'Menu'. */
  label: string;
  /** The closing button's text, e.g. 'Close menu'. */
  closeLabel: string;
  children: ReactNode;
};

/**
 * A button and the drawer it opens from the side: a modal <dialog> opened and closed through invoker commands
 * (`commandfor`/`command`), so a tap works before the page's script has run and without it, in the theme's surface.
 * The button shows below lg only. MenuEnhancer adds `modal-open` on the body and closing after a link is followed.
 * In browsers without invoker commands EarlyControls performs the commands before hydration and
 * InvokerCommandsFallback (in the site layout) after.
 */
export function Drawer({ id, label, closeLabel, children }: TProps) {
  return (
    <>
      <button
        type="button"
        commandfor={id}
        command="show-modal"
        aria-haspopup="dialog"
        className="rounded-theme border-primary-contrast min-h-11 cursor-pointer border px-4 py-2 font-semibold lg:hidden"
      >
        {label}
      </button>
      <dialog
        id={id}
        aria-label={label}
        className="bg-surface text-ink m-0 ml-auto h-dvh max-h-dvh w-[min(22rem,100vw)] max-w-none overflow-y-auto p-4 backdrop:bg-black/50"
      >
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            commandfor={id}
            command="close"
            className="rounded-theme border-line min-h-11 cursor-pointer border px-4 py-2"
          >
            {closeLabel}
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
