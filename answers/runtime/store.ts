/**
 * The page's one conversation, wired to the configured endpoint and to the
 * site's search engine. Created on first use (when the reader opens the
 * answer screen), so nothing runs before that.
 */
import type {AsyncSearchEngine} from '../../search/runtime/searchService';
import type {AnswerModeConfig} from '../shared/config';
import {streamCompletion} from './chatClient';
import {Conversation} from './conversation';
import {retrieveSections} from './retrieve';

declare const __KATACHI_ANSWER_MODE__: AnswerModeConfig;

let conversation: Conversation | null = null;
let loadEngine: (() => Promise<AsyncSearchEngine>) | null = null;

export function answerConfig(): AnswerModeConfig {
  return __KATACHI_ANSWER_MODE__;
}

export function getConversation(engineLoader: () => Promise<AsyncSearchEngine>): Conversation {
  loadEngine = engineLoader;
  conversation ??= new Conversation({
    async retrieve(question) {
      const engine = await loadEngine!();
      return retrieveSections((query, limit) => engine.search(query, {limit}), question, {contextTokens: answerConfig().contextTokens});
    },
    contextTokens: answerConfig().contextTokens,
    complete(messages, signal, onDelta) {
      const {endpoint, model} = answerConfig();
      return streamCompletion({endpoint, model, messages, signal, onDelta});
    },
  });
  return conversation;
}
