const KB = 1024;

/**
 * Prints one row per measured page: page, perf, LCP ms (median and spread), TBT ms, CLS, JS KB, LCP/baseline, the
 * simulated performance score (information only), other categories, budget.
 */
export function printTable(rows) {
  const extraCategories = [
    ...new Set(
      rows
        .flatMap(({ result }) => Object.keys(result?.figures.scores ?? {}))
        .filter((c) => c !== 'performance'),
    ),
  ];
  const header = [
    'page',
    'perf',
    'LCP ms',
    'LCP spread',
    'TBT ms',
    'CLS',
    'JS KB',
    'LCP/baseline',
    'sim perf',
    ...extraCategories,
    'budget',
  ];
  const lines = rows.map(({ page, result, error }) => {
    if (!result)
      return [
        page.name,
        'error',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        ...extraCategories.map(() => ''),
        error.split('\n')[0],
      ];
    const f = result.figures;
    const budget = result.reasons.length
      ? `${result.verdict} (${result.reasons.join('; ')})`
      : result.verdict;
    return [
      page.name,
      String(f.performance),
      String(Math.round(f.lcpMs)),
      result.spread.lcpMs.map(Math.round).join('-'),
      String(Math.round(f.tbtMs)),
      f.cls.toFixed(3),
      (f.jsTransferBytes / KB).toFixed(1),
      result.lcpRatio === null ? '-' : `${result.lcpRatio.toFixed(2)}x`,
      String(result.simulated.performance ?? '-'),
      ...extraCategories.map((c) =>
        f.scores[c] === undefined || f.scores[c] === null ? '-' : String(f.scores[c]),
      ),
      budget,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = (i) => i > 0 && i < header.length - 1;
  const format = (cells) =>
    cells
      .map((cell, i) => (numeric(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
