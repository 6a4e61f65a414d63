/** The answer screen: the question box, the conversation, and what can be done with each answer. */
import React, {useEffect, useLayoutEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import type {Conversation, ConversationState, Turn} from '../../client/conversation';
import Markdown from './Markdown';
import {answerWithSources, citedNumbers} from '../../client/citedSources';
import {useFocusKeptInside} from './useFocusKeptInside';
import {emitAnalyticsEvent} from '../../../analytics/shared/events';

export const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';
const FIRST_PLACEHOLDER = 'Ask the docs...';
const NEXT_PLACEHOLDER = 'Ask a follow-up...';
const STREAMING_PLACEHOLDER = 'Answering...';
/** The question box's limit: a question may be longer than a search query (64). */
export const QUESTION_MAX_LENGTH = 500;

const inProgress = (turn: Turn | undefined) => !!turn && (turn.status === 'retrieving' || turn.status === 'waiting' || turn.status === 'streaming');

/** What screen readers hear: that an answer started and that it ended, never the tokens. */
function announcement(turn: Turn | undefined): string {
  if (!turn) return '';
  if (inProgress(turn)) return 'Answer started';
  if (turn.status === 'done') return 'Answer finished';
  // A failure before the first word left no answer to call incomplete.
  return `${turn.answer === '' ? 'No answer.' : 'Answer incomplete.'} ${turn.fault?.message ?? ''}`;
}

function sendFeedback(helpful: boolean, question: string): void {
  // Counted only when analytics is configured, kept nowhere else.
  emitAnalyticsEvent({name: 'answer_feedback', props: {helpful, question}});
}

/**
 * The sections the answer cites, under "Sources"; the others it was given, behind "Also
 * searched", where a reader who doubts the answer can still look. An answer that cites
 * nothing lists every section given as "Sections searched": none of them is its source.
 */
function SourceList({turn, onFollow}: {turn: Turn; onFollow: (url: string, event: React.MouseEvent) => void}) {
  if (turn.sections.length === 0) return null;
  const cited = citedNumbers(turn.answer);
  const sources = turn.sections.filter((section) => cited.has(section.n));
  const others = turn.sections.filter((section) => !cited.has(section.n));
  const titleId = `katachi-sources-${turn.id}`;
  const list = (sections: Turn['sections'], labelling: {'aria-labelledby'?: string}) => (
    <ol {...labelling}>
      {sections.map((section) => (
        <li key={section.url} value={section.n}>
          <a href={section.url} onClick={(event) => onFollow(section.url, event)}>
            {section.path.join(' › ')}
          </a>
        </li>
      ))}
    </ol>
  );
  if (sources.length === 0)
    return (
      <div className="katachi-answer-sources">
        <p className="katachi-answer-sources-title" id={titleId}>
          Sections searched
        </p>
        {list(others, {'aria-labelledby': titleId})}
      </div>
    );
  return (
    <div className="katachi-answer-sources">
      <p className="katachi-answer-sources-title" id={titleId}>
        Sources
      </p>
      {list(sources, {'aria-labelledby': titleId})}
      {others.length > 0 && (
        <details className="katachi-answer-more-sources">
          <summary id={`${titleId}-more`}>Also searched ({others.length})</summary>
          {list(others, {'aria-labelledby': `${titleId}-more`})}
        </details>
      )}
    </div>
  );
}

function CopyButton({text}: {text: string}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return undefined;
    const timer = window.setTimeout(() => setCopied('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    // No clipboard API (an insecure context, an old browser): say so at once.
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  // The label changing under focus is not announced: a live region, always there, says it.
  return (
    <>
      <button type="button" className="katachi-answer-action" onClick={copy}>
        {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy answer'}
      </button>
      <span className="katachi-visually-hidden" role="status" data-testid="copy-status">
        {copied === 'copied' ? 'Answer copied.' : copied === 'failed' ? 'The answer could not be copied.' : ''}
      </span>
    </>
  );
}

/** The two feedback buttons of a finished answer: thumbs up, thumbs down. */
const FEEDBACK = [
  {helpful: true, label: 'Helpful', icon: 'M6 9v8H3V9zM6 9l3.5-6.5c1.2 0 2 .9 2 2V8h4.3c1 0 1.8.9 1.6 1.9l-1.1 5.6c-.2.9-1 1.5-1.9 1.5H6'},
  {
    helpful: false,
    label: 'Not helpful',
    icon: 'M14 11V3h3v8zM14 11l-3.5 6.5c-1.2 0-2-.9-2-2V12H4.2c-1 0-1.8-.9-1.6-1.9l1.1-5.6C3.9 3.6 4.7 3 5.6 3H14',
  },
] as const;
function TurnView({turn, conversation, onFollow}: {turn: Turn; conversation: Conversation; onFollow: (url: string, e: React.MouseEvent) => void}) {
  const busy = inProgress(turn);
  return (
    <article className="katachi-turn" data-status={turn.status} aria-label={`Question: ${turn.question}`}>
      <p className="katachi-turn-question">{turn.question}</p>
      {turn.status === 'retrieving' && <p className="katachi-turn-progress">Finding the sections of the docs that may answer this...</p>}
      {turn.status === 'waiting' && <p className="katachi-turn-progress">Waiting for the answer...</p>}
      {turn.answer !== '' && (
        <div className="katachi-turn-answer" aria-busy={busy}>
          <Markdown text={turn.answer} citations={{sources: turn.sections, onFollow}} />
        </div>
      )}
      {turn.status === 'failed' && turn.fault && (
        <div className="katachi-turn-fault">
          {turn.answer !== '' && <p className="katachi-turn-incomplete">This answer is incomplete.</p>}
          <p>{turn.fault.message}</p>
          <button type="button" className="katachi-answer-action" onClick={() => conversation.retry(turn.id)} disabled={conversation.busy}>
            Retry
          </button>
        </div>
      )}
      {!busy && <SourceList turn={turn} onFollow={onFollow} />}
      {turn.status === 'done' && (
        <div className="katachi-turn-actions">
          <CopyButton text={answerWithSources(turn.answer, turn.sections, window.location.origin)} />
          <span className="katachi-turn-feedback" role="group" aria-label="Was this answer helpful?">
            {FEEDBACK.map(({helpful, label, icon}) => (
              <button
                key={label}
                type="button"
                className="katachi-answer-action"
                aria-pressed={turn.feedback === helpful}
                aria-label={label}
                title={label}
                onClick={() => {
                  // A second press takes the vote back; only a new vote is counted.
                  const withdrawn = turn.feedback === helpful;
                  conversation.setFeedback(turn.id, withdrawn ? null : helpful);
                  if (!withdrawn) sendFeedback(helpful, turn.question);
                }}>
                <svg
                  aria-hidden="true"
                  width="16"
                  height="16"
                  viewBox="0 0 20 20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round">
                  <path d={icon} />
                </svg>
              </button>
            ))}
          </span>
        </div>
      )}
    </article>
  );
}

export default function AnswerScreen({
  conversation,
  state,
  draft,
  setDraft,
  onClose,
  modeSwitch,
}: {
  conversation: Conversation;
  state: ConversationState;
  draft: string;
  setDraft: (value: string) => void;
  onClose: () => void;
  /** The Search / Ask AI switch, drawn under the question box as it is under the search box. */
  modeSwitch: React.ReactNode;
}) {
  const history = useHistory();
  const screenRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const last = state.turns[state.turns.length - 1];
  const busy = inProgress(last);

  useEffect(() => inputRef.current?.focus(), []);
  useFocusKeptInside(screenRef, inputRef);
  // A new question scrolls to the top of the log, and its answer grows below it: the
  // reader reads from its start, and is never pulled down while scrolled up to read. A
  // follow-up is given the log's height, so it can reach the top even while its answer is
  // still short (else it would sit at the bottom with its answer growing out of sight).
  // On a short screen the whole answer screen scrolls instead of the log (styles.css).
  useLayoutEffect(() => {
    const log = logRef.current;
    const turns = log ? [...log.querySelectorAll<HTMLElement>('.katachi-turn')] : [];
    const newest = turns[turns.length - 1];
    const screen = screenRef.current;
    const scroller = log && getComputedStyle(log).overflowY === 'visible' ? screen : log;
    if (!scroller || !newest) return;
    // There the question box stays on top (sticky): the turn goes just below it.
    const covered = scroller === screen ? (screen.querySelector<HTMLElement>('.katachi-ask-form')?.offsetHeight ?? 0) : 0;
    turns.forEach((turn) => (turn.style.minHeight = ''));
    if (turns.length > 1) newest.style.minHeight = `${scroller.clientHeight - covered}px`;
    scroller.scrollTop += newest.getBoundingClientRect().top - scroller.getBoundingClientRect().top - covered;
  }, [state.turns.length]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !draft.trim()) return;
    conversation.ask(draft);
    setDraft('');
  };

  const follow = (url: string, event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
    history.push(url);
  };

  const placeholder = busy ? STREAMING_PLACEHOLDER : state.turns.length > 0 ? NEXT_PLACEHOLDER : FIRST_PLACEHOLDER;

  return (
    <div className="katachi-answer-screen" ref={screenRef}>
      <form className="katachi-ask-form" onSubmit={submit} role="search" aria-label="Ask the docs">
        <label htmlFor="katachi-ask-input" className="katachi-visually-hidden">
          Question
        </label>
        <input
          id="katachi-ask-input"
          ref={inputRef}
          className="katachi-ask-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {busy ? (
          <button key="stop" type="button" className="katachi-ask-stop" aria-label="Stop answering" onClick={() => conversation.stop()}>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <rect width="12" height="12" rx="2" fill="currentColor" />
            </svg>
            Stop
          </button>
        ) : (
          <button key="ask" type="submit" className="katachi-ask-submit" disabled={!draft.trim()}>
            Ask
          </button>
        )}
        {/* The search box's own close button is hidden with it (APG: a dialog has a visible close button). */}
        <button type="button" className="katachi-ask-close" aria-label="Close" title="Close" onClick={onClose}>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round">
            <path d="m5 5 10 10M15 5 5 15" />
          </svg>
        </button>
      </form>
      {modeSwitch}
      {state.turns.length === 0 ? (
        <div className="katachi-answer-empty">
          <p>Ask a question in your own words: the answer is written from the sections of these docs that match it, with links to them.</p>
          <p>Nothing is sent until you press Enter or Ask.</p>
        </div>
      ) : (
        <>
          <div className="katachi-answer-log" ref={logRef} tabIndex={0} role="region" aria-label="Answers">
            {state.turns.map((turn) => (
              <TurnView key={turn.id} turn={turn} conversation={conversation} onFollow={follow} />
            ))}
          </div>
          <div className="katachi-answer-footer">
            <p className="katachi-answer-disclaimer">{DISCLAIMER}</p>
            <button type="button" className="katachi-answer-action" onClick={() => conversation.reset()}>
              New conversation
            </button>
          </div>
        </>
      )}
      <div className="katachi-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="answer-status">
        {announcement(last)}
      </div>
    </div>
  );
}
