import { SiteLink } from '@/ui/link/site-link';

type TProps = {
  label: string;
  locations: readonly { id: number; name: string }[];
  chosenId: number;
  basePath: string;
};

/**
 * Which of a department's locations its page's form is for (/service?location=12): links, so the choice works
 * without JavaScript, the chosen one marked current. Nothing when there is only one to choose.
 */
export function LocationChooser({ label, locations, chosenId, basePath }: TProps) {
  if (locations.length < 2) return null;
  const chip = (active: boolean) =>
    `rounded-theme inline-flex min-h-11 items-center border px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 ${active ? 'bg-primary text-primary-contrast border-primary' : 'border-line'}`;
  return (
    <nav aria-labelledby="location-chooser-label" className="mb-6">
      <p id="location-chooser-label" className="mb-2 font-semibold">
        {label}
      </p>
      <ul className="flex list-none flex-wrap gap-2 p-0">
        {locations.map((location) => (
          <li key={location.id}>
            <SiteLink
              href={`${basePath}?location=${location.id}`}
              className={chip(location.id === chosenId)}
              aria-current={location.id === chosenId ? 'page' : undefined}
              scroll={false}
            >
              {location.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
