/**
 * The search modal's extension point: while the modal is open, the search bar
 * renders `@theme/SearchModalAddon` and passes it what it already has. This
 * theme's own SearchModalAddon renders nothing; a theme listed after it in
 * `themes` (the answer mode, plugins/answers/index.ts) provides its own. Search
 * knows nothing of what fills the slot: the arrow points from the add-on to search.
 */
import type {AsyncSearchEngine} from './searchService';

export type SearchModalAddonProps = {
  /** The open DocSearch modal element (null until it has rendered). */
  modal: HTMLElement | null;
  /** DocSearch's search input, to carry the typed query over (to a question, say). */
  input: HTMLInputElement | null;
  /** The query on screen, kept current as DocSearch re-renders (the add-on re-renders with it). */
  query: string;
  /** The site's own search engine, the same the modal searches with. */
  loadEngine: () => Promise<AsyncSearchEngine>;
  /** Closes the modal (a link was followed). */
  onClose: () => void;
};
