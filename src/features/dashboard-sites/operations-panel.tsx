import type { TOperationsState } from '@/server/operations/read-operations-state';

/**
 * The platform admin's view of what readiness and the metrics report: the database, each outbox (due, oldest due,
 * parked) and active holds, with what needs attention first. Read when the page is rendered.
 */
export function OperationsPanel({ state }: { state: TOperationsState }) {
  return (
    <section
      aria-labelledby="operations-heading"
      className="border-line flex flex-col gap-3 rounded border p-4"
    >
      <h2 id="operations-heading" className="text-lg font-semibold">
        Operations
      </h2>
      {state.database === 'down' ? (
        <p role="alert">The database is unreachable: readiness answers 503.</p>
      ) : (
        <>
          {state.pendingMigrations > 0 && (
            <p role="alert">
              {state.pendingMigrations} migration(s) pending: run <code>npm run migrate</code>.
            </p>
          )}
          {state.attention.length > 0 ? (
            <ul role="status" className="list-disc pl-5">
              {state.attention.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : (
            <p role="status">Every outbox is moving; nothing is parked.</p>
          )}
          {/* Scrolls sideways on a phone; a tab stop, so a keyboard can scroll it (it holds no link). */}
          <div role="region" aria-label="Outboxes" tabIndex={0} className="max-w-full overflow-x-auto">
            <table className="text-sm">
              <caption className="sr-only">Outboxes</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">Outbox</th>
                  <th scope="col">Due</th>
                  <th scope="col">Oldest due</th>
                  <th scope="col">Parked</th>
                </tr>
              </thead>
              <tbody>
                {state.outboxes.map((o) => (
                  <tr key={o.outbox}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {o.outbox}
                    </th>
                    <td className="pr-4">{o.due}</td>
                    <td className="pr-4">{o.due > 0 ? `${Math.round(o.oldestDueSeconds)} s` : '–'}</td>
                    <td>{o.parked}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-ink-muted text-sm">Active holds: {state.activeHolds}</p>
        </>
      )}
    </section>
  );
}
