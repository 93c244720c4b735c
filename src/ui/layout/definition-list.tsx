import type { ReactNode } from 'react';

/**
 * Label and value pairs; pairs without a value are left out. A long value (an address, a browser's name) wraps
 * anywhere rather than widening the page past a phone's screen.
 */
export function DefinitionList({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return <p className="text-ink-muted">Nothing given.</p>;
  return (
    <dl className="grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
