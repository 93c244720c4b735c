import { ChoiceLinks } from '@/ui/link/choice-links';

type TProps = {
  label: string;
  locations: readonly { id: number; name: string }[];
  chosenId: number;
  basePath: string;
};

/**
 * Which of a department's locations its page's form is for (/service?location=12), the chosen one marked
 * current. Nothing when there is only one to choose.
 */
export function LocationChooser({ label, locations, chosenId, basePath }: TProps) {
  if (locations.length < 2) return null;
  return (
    <ChoiceLinks
      label={label}
      labelId="location-chooser-label"
      keepScroll
      choices={locations.map((location) => ({
        key: location.id,
        href: `${basePath}?location=${location.id}`,
        label: location.name,
        current: location.id === chosenId,
      }))}
    />
  );
}
