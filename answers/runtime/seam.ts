/**
 * The one contract between the search modal and the answer mode: the modal
 * renders `<AnswerMode .../>` (imported from `@katachi/answer-mode`, see
 * answers/build/plugin.ts) while it is open, and passes what it already has.
 */
import type {AsyncSearchEngine} from '../../search/runtime/searchService';

export type AnswerModeProps = {
  /** The open DocSearch modal element (null until it has rendered). */
  modal: HTMLElement | null;
  /** DocSearch's search input, to carry the typed query over to a question. */
  input: HTMLInputElement | null;
  /** The site's own search engine, the same the modal searches with. */
  loadEngine: () => Promise<AsyncSearchEngine>;
  /** Closes the modal (a source link was followed). */
  onClose: () => void;
};
