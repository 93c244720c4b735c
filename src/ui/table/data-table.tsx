import type { ReactNode } from 'react';

/** A column heading; one the list can be sorted by links to that order and says how it is sorted now. */
export type TDataColumn =
  string | { label: string; sort: { sorted: 'ascending' | 'descending' | undefined; href: string } };

type TProps = {
  /** What the table lists, read by screen readers ("Leads, overdue first, then newest first"). */
  caption: string;
  /** The column headings, in order; an empty one names a column of actions for screen readers only. */
  columns: readonly TDataColumn[];
  /** The body's rows (`<tr>`), each cell `px-2 py-2` to line up with the headings. */
  children: ReactNode;
};

const ARROWS = { ascending: ' ▲', descending: ' ▼' } as const;

function Heading({ column }: { column: TDataColumn }) {
  if (typeof column === 'string') return column || <span className="sr-only">Actions</span>;
  const { sorted, href } = column.sort;
  return (
    // A link, so sorting works without JavaScript; the arrow is decoration, aria-sort on the cell says it.
    <a href={href} className="text-primary underline">
      {column.label}
      {sorted && <span aria-hidden="true">{ARROWS[sorted]}</span>}
    </a>
  );
}

/**
 * A dashboard list as a table: one row of column headings (sortable ones as links, with aria-sort), a caption
 * for screen readers, and sideways scrolling inside its own box on a narrow screen, so the page never does.
 */
export function DataTable({ caption, columns, children }: TProps) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-line border-b">
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                aria-sort={
                  typeof column === 'object' && 'sort' in column ? (column.sort.sorted ?? 'none') : undefined
                }
                className="px-2 py-2 font-semibold"
              >
                <Heading column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
