/** Asking an engine as engineHost.ts does, for tests and benches that count what a query downloads. */
import {createEngine, MissingShards, type SearchEngine} from '../../plugins/search/client/engine';
import type {Manifest} from '../../plugins/search/shared/indexFormat';

/**
 * An engine over `index` that has only the files it has asked for: each MissingShards is a
 * round of downloads, then the question is asked again. Files loaded stay for later questions.
 */
export function engineInRounds({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}) {
  const loaded = new Set<string>();
  const engine = createEngine(manifest, (file) => (loaded.has(file) ? files.get(file) : undefined));
  /** The answer to `question`, with the files of each round it took. */
  return <T>(question: (engine: SearchEngine) => T): {value: T; rounds: string[][]} => {
    const rounds: string[][] = [];
    for (;;) {
      try {
        return {value: question(engine), rounds};
      } catch (error) {
        if (!(error instanceof MissingShards)) throw error;
        rounds.push(error.files);
        error.files.forEach((file) => loaded.add(file));
      }
    }
  };
}
