/**
 * The answer mode in the search modal (compiled in only when ASK_AI_URL is
 * set): a visible switch between searching and asking under the search box,
 * and, when asking, the answer screen in place of the search box and results
 * (its question box where the search box was, so the switch stays put).
 *
 * It attaches to DocSearch's modal like the search theme's own additions: a
 * host element we own inside the modal, rendered through a portal
 * (plugins/search/client/docsearch/patches.ts, usePortalHost).
 */
import React, {useCallback, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import type {SearchModalAddonProps} from '../../../search/client/modalAddon';
import {DIALOG_NAME_ATTRIBUTE, placeAfterSearchBar, usePortalHost} from '../../../search/client/docsearch/patches';
import {wholeQuestionBehind} from '../../../search/client/shortenedQueries';
import type {AnswerModeConfig} from '../../shared/config';
import {getConversation} from '../../client/store';
import AnswerScreen, {QUESTION_MAX_LENGTH} from './AnswerScreen';
import {draftOnSwitch, draftQuestion} from '../../client/questionDraft';
import './styles.css';

const ASKING_CLASS = 'katachi-asking';
const WHOLE_QUESTION_HINT_ID = 'katachi-ask-whole-question';

export default function AnswerMode({
  modal,
  input,
  query,
  loadEngine,
  onClose,
  config,
}: SearchModalAddonProps & {config: AnswerModeConfig}): React.ReactNode {
  // Right under the search box, in a host of our own (styles.css hides the search's parts while asking).
  const host = usePortalHost(modal, placeAfterSearchBar, 'katachi-answers-host');
  const [asking, setAsking] = useState(false);
  const conversation = getConversation(loadEngine, config);
  const state = useSyncExternalStore(conversation.subscribe, conversation.getState, conversation.getState);
  const [draft, setDraft] = useState('');
  // The draft as last filled from the search box: until the reader writes in the question box, a new search query replaces it.
  const lastFilled = useRef<string | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);

  // Closing the modal stops an answer in progress; it stays, marked incomplete.
  useEffect(() => () => conversation.stop('closed'), [conversation]);

  useEffect(() => {
    if (!modal) return undefined;
    modal.classList.toggle(ASKING_CLASS, asking);
    // While asking, the dialog is named for what it does (the search patches keep the name).
    if (asking) modal.setAttribute(DIALOG_NAME_ATTRIBUTE, 'Ask AI');
    else modal.removeAttribute(DIALOG_NAME_ATTRIBUTE);
    return () => {
      modal.classList.remove(ASKING_CLASS);
      modal.removeAttribute(DIALOG_NAME_ATTRIBUTE);
    };
  }, [modal, asking]);

  const switchTo = useCallback(
    (ask: boolean) => {
      if (ask === asking) return;
      if (ask) {
        // The typed query becomes the draft question (the whole of one the search box
        // shortened); sending it is still the reader's choice.
        const fromSearch = input ? draftQuestion(input.value, wholeQuestionBehind(input.value), QUESTION_MAX_LENGTH) : '';
        const next = draftOnSwitch(draft, lastFilled.current, fromSearch);
        if (next !== draft) {
          lastFilled.current = next;
          setDraft(next);
        }
      } else {
        window.setTimeout(() => input?.focus(), 0);
      }
      setAsking(ask);
    },
    [asking, draft, input],
  );

  if (!host) return null;
  // A long question the search box shortened: Ask AI takes all of it.
  const whole = asking ? null : wholeQuestionBehind(query);
  const modeSwitch = (
    <div className="katachi-answers-switch" role="group" aria-label="Search or ask">
      <button type="button" aria-pressed={!asking} onClick={() => switchTo(false)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
        Search
      </button>
      <button
        type="button"
        aria-pressed={asking}
        onClick={() => switchTo(true)}
        ref={askButton}
        aria-describedby={whole ? WHOLE_QUESTION_HINT_ID : undefined}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M10 2.5 11.8 8.2 17.5 10l-5.7 1.8L10 17.5l-1.8-5.7L2.5 10l5.7-1.8z" strokeLinejoin="round" />
        </svg>
        Ask AI
      </button>
      {whole && (
        <span id={WHOLE_QUESTION_HINT_ID} className="katachi-answers-hint">
          {whole.length > QUESTION_MAX_LENGTH
            ? `Ask AI takes the first ${QUESTION_MAX_LENGTH} characters of the whole question.`
            : 'Ask AI takes the whole question.'}
        </span>
      )}
    </div>
  );
  return createPortal(
    <div className="katachi-answers">
      {asking ? (
        <AnswerScreen conversation={conversation} state={state} draft={draft} setDraft={setDraft} onClose={onClose} modeSwitch={modeSwitch} />
      ) : (
        modeSwitch
      )}
    </div>,
    host,
  );
}
