/** Where the visitor is in a multi-step form: every step's title, the current one marked for screen readers. */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Progress">
      {titles.map((title, i) => (
        <li
          key={title}
          aria-current={i + 1 === current ? 'step' : undefined}
          className="rounded-theme border-line aria-[current=step]:bg-primary aria-[current=step]:text-primary-contrast border px-3 py-1"
        >
          <span className="sr-only">Step </span>
          {i + 1}. {title}
          {i + 1 < current && <span className="sr-only"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}
