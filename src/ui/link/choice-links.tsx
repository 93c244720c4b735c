import { SiteLink } from './site-link';

export type TChoiceLink = { key: string | number; href: string; label: string; current: boolean };

type TProps = {
  /** The question the links answer: the navigation's name, and shown above them when `labelId` is given. */
  label: string;
  labelId?: string;
  choices: readonly TChoiceLink[];
  /** Keep the scroll position when a choice only changes part of the page. */
  keepScroll?: boolean;
};

/**
 * One-of-several choices as links (so they work without JavaScript), wrapped as pills, the current one
 * marked `aria-current="page"`: the catalogue's body filter, a department page's location chooser.
 */
export function ChoiceLinks({ label, labelId, choices, keepScroll }: TProps) {
  return (
    <nav
      aria-label={labelId ? undefined : label}
      aria-labelledby={labelId}
      className={labelId ? 'mb-6' : 'my-6'}
    >
      {labelId && (
        <p id={labelId} className="mb-2 font-semibold">
          {label}
        </p>
      )}
      <ul className="flex list-none flex-wrap gap-2 p-0">
        {choices.map((choice) => (
          <li key={choice.key}>
            <SiteLink
              href={choice.href}
              className={`rounded-theme inline-flex min-h-11 items-center border px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 ${choice.current ? 'bg-primary text-primary-contrast border-primary' : 'border-line'}`}
              aria-current={choice.current ? 'page' : undefined}
              scroll={keepScroll ? false : undefined}
            >
              {choice.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
