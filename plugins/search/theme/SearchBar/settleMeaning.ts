/**
 * The modal's list settles once when the meaning layer joins: a keystroke is
 * answered from the words at once (docsearchClient.ts, meaningPending), the
 * meaning layer's files are fetched meanwhile, and the query is then asked
 * again so DocSearch shows the fused list. Only if the reader is still where
 * they were: same query, not pointing at or arrowed into the list. When the
 * meaning layer's files do not download, nothing is asked again ('failed').
 */
import {findModalInput, readerIsOnList, requeryModal} from '../../client/docsearch/dom';
import type {AsyncSearchEngine} from '../../client/searchService';

export type SettleOutcome = 'settled' | 'reader moved on' | 'failed';

export function createMeaningSettler(load: () => Promise<AsyncSearchEngine>): (query: string) => Promise<SettleOutcome> {
  return async (query) => {
    try {
      const engine = await load();
      if ((await engine.search(query, {limit: 1, meaning: 'wait'})).meaningFailed) return 'failed';
    } catch {
      return 'failed';
    }
    const input = findModalInput();
    if (!input || input.value !== query || readerIsOnList()) return 'reader moved on';
    requeryModal(input);
    return 'settled';
  };
}
