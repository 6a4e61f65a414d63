/**
 * The page's one conversation, wired to the configured endpoint and to the
 * site's search engine. Created on first use (when the search modal first opens
 * with the answer mode); nothing is sent until the reader asks.
 */
import type {AsyncSearchEngine} from '../../search/client/searchService';
import type {AnswerModeConfig} from '../shared/config';
import {streamCompletion} from './chatClient';
import {Conversation} from './conversation';
import {retrieveSections} from './retrieve';

let conversation: Conversation | null = null;
let loadEngine: (() => Promise<AsyncSearchEngine>) | null = null;

/** `config` is the build's (global data): the same on every call of a page. */
export function getConversation(engineLoader: () => Promise<AsyncSearchEngine>, config: AnswerModeConfig): Conversation {
  loadEngine = engineLoader;
  conversation ??= new Conversation({
    async retrieve(question) {
      const engine = await loadEngine!();
      return retrieveSections((query, limit) => engine.search(query, {limit}), question, {contextTokens: config.contextTokens});
    },
    contextTokens: config.contextTokens,
    complete(messages, signal, onDelta) {
      return streamCompletion({endpoint: config.endpoint, model: config.model, messages, signal, onDelta});
    },
  });
  return conversation;
}
