import { appMetrics } from '@/server/metrics/app-metrics';
import type { ISearchProvider } from '@/server/providers/search/types';

/** The provider with each search's time observed in the search latency metric (failed searches too). */
export function timeSearches(provider: ISearchProvider): ISearchProvider {
  return {
    search: async (scope, state) => {
      const stop = appMetrics().searchSeconds.startTimer();
      try {
        return await provider.search(scope, state);
      } finally {
        stop();
      }
    },
    autocomplete: (scope, query) => provider.autocomplete(scope, query),
  };
}
