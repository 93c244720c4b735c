import type { ReactNode } from 'react';

type TProps = {
  /** What the table lists, read by screen readers ("Leads, overdue first, then newest first"). */
  caption: string;
  /** The column headings, in order; an empty one names a column of actions for screen readers only. */
  columns: readonly string[];
  /** The body's rows (`<tr>`), each cell `px-2 py-2` to line up with the headings. */
  children: ReactNode;
};

/**
 * A dashboard list as a table: one row of column headings, a caption for screen readers, and sideways scrolling
 * on a narrow screen rather than a squeezed layout.
 */
export function DataTable({ caption, columns, children }: TProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-line border-b">
            {columns.map((heading, i) => (
              <th key={i} scope="col" className="px-2 py-2 font-semibold">
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
