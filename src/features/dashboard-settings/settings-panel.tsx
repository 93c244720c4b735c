import type { ReactNode } from 'react';

type TProps = {
  /** The panel's id, which a link can jump to (`#images`); its heading's id is `${id}-title`. */
  id: string;
  /** Its heading, which also names the region. */
  title: string;
  children: ReactNode;
};

/** A boxed panel of a settings page with its own heading and forms (pictures, logo and icon, test leads). */
export function SettingsPanel({ id, title, children }: TProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-line flex flex-col gap-3 rounded border p-3"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
