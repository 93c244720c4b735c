export type TDealershipSelect<T> = { visible: boolean; autoSelected: T | null };

/** The dealership select is hidden with fewer than two options; with exactly one, that one is selected. */
export function dealershipSelect<T>(options: readonly T[]): TDealershipSelect<T> {
  if (options.length !== 1) return { visible: options.length >= 2, autoSelected: null };
  const [only] = options as readonly [T];
  return { visible: false, autoSelected: only };
}
