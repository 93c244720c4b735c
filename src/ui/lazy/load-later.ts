/**
 * A module's code loaded when it is first needed rather than with the page: the first call starts the import and
 * later calls share it. An import that fails (a dropped connection) is forgotten, so the next call tries afresh.
 */
export function loadLater<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
