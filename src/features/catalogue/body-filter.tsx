import { ChoiceLinks } from '@/ui/link/choice-links';

type TProps = { bodies: string[]; basePath: string; body: string | null };

/** The catalogue's body-type filter: All, then each body type, the chosen one marked current. */
export function BodyFilter({ bodies, basePath, body }: TProps) {
  if (bodies.length < 2) return null;
  return (
    <ChoiceLinks
      label="Filter by body type"
      choices={[
        { key: '', href: basePath, label: 'All', current: !body },
        ...bodies.map((b) => ({
          key: b,
          href: `${basePath}?body=${encodeURIComponent(b)}`,
          label: b,
          current: body === b,
        })),
      ]}
    />
  );
}
