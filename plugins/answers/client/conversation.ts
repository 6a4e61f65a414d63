/**
 * The conversation: questions, the sections retrieved for each, the streamed
 * answers and how each ended. It lives outside React (one per page), so an
 * answer cut off by closing the modal is still there, marked incomplete, when
 * the modal opens again.
 *
 * Nothing is sent until `ask` is called, i.e. until the reader asks.
 */
import {AnswerFault} from './faults';
import {buildMessages, type ChatMessage, type PastTurn} from './prompt';
import type {Section} from './section';

type TurnStatus = 'retrieving' | 'waiting' | 'streaming' | 'done' | 'failed';

export type Turn = {
  id: number;
  question: string;
  sections: Section[];
  answer: string;
  status: TurnStatus;
  fault: AnswerFault | null;
  /** The reader's thumbs: true up, false down, null not given. */
  feedback: boolean | null;
};

export type ConversationState = {turns: Turn[]};

export type ConversationDeps = {
  retrieve(question: string): Promise<Section[]>;
  complete(messages: ChatMessage[], signal: AbortSignal, onDelta: (text: string) => void): Promise<void>;
  /** The model's context window in tokens (ASK_AI_CONTEXT_TOKENS); earlier turns get their share of it. */
  contextTokens?: number;
};

export class Conversation {
  private state: ConversationState = {turns: []};
  private listeners = new Set<() => void>();
  private running: {id: number; controller: AbortController} | null = null;
  private nextId = 1;

  constructor(private readonly deps: ConversationDeps) {}

  getState = (): ConversationState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get busy(): boolean {
    return this.running !== null;
  }

  /** Asks a new question (a follow-up when there are earlier turns): retrieves again, then streams. */
  ask(question: string): void {
    const text = question.trim();
    if (!text || this.running) return;
    const turn: Turn = {id: this.nextId++, question: text, sections: [], answer: '', status: 'retrieving', fault: null, feedback: null};
    this.set({turns: [...this.state.turns, turn]});
    void this.run(turn.id, true);
  }

  /** Asks a failed or stopped question again, in place (retrieving again only if retrieval failed). */
  retry(id: number): void {
    const turn = this.turn(id);
    if (!turn || this.running || turn.status !== 'failed') return;
    const retrieveAgain = turn.sections.length === 0;
    this.update(id, {answer: '', fault: null, feedback: null, status: retrieveAgain ? 'retrieving' : 'waiting'});
    void this.run(id, retrieveAgain);
  }

  /** Stops the answer being streamed; what arrived is kept, marked incomplete. */
  stop(kind: 'stopped' | 'closed' = 'stopped'): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    this.update(running.id, {status: 'failed', fault: new AnswerFault(kind)});
    running.controller.abort(new AnswerFault(kind));
  }

  /** Forgets every turn (stopping any answer in progress). */
  reset(): void {
    this.stop();
    this.set({turns: []});
  }

  /** The reader's vote on an answer; null takes it back. */
  setFeedback(id: number, helpful: boolean | null): void {
    this.update(id, {feedback: helpful});
  }

  private async run(id: number, retrieve: boolean): Promise<void> {
    const controller = new AbortController();
    this.running = {id, controller};
    const isCurrent = () => this.running?.id === id && this.running.controller === controller;
    const question = this.turn(id)!.question;
    try {
      if (retrieve) {
        let sections: Section[];
        try {
          sections = await this.deps.retrieve(question);
        } catch {
          throw new AnswerFault('retrieval');
        }
        if (!isCurrent()) return;
        this.update(id, {sections, status: 'waiting'});
      }
      const turn = this.turn(id)!;
      const messages = buildMessages(this.pastTurns(id), question, turn.sections, this.deps.contextTokens);
      await this.deps.complete(messages, controller.signal, (delta) => {
        if (!isCurrent()) return;
        const current = this.turn(id)!;
        this.update(id, {answer: current.answer + delta, status: 'streaming'});
      });
      if (!isCurrent()) return;
      this.running = null;
      this.update(id, {status: 'done'});
    } catch (error) {
      // A stop or close has already recorded its own reason.
      if (!isCurrent()) return;
      this.running = null;
      const fault = error instanceof AnswerFault ? error : new AnswerFault('broken-stream');
      this.update(id, {status: 'failed', fault});
    }
  }

  /** Earlier completed turns, as the model sees them (incomplete answers are left out). */
  private pastTurns(beforeId: number): PastTurn[] {
    return this.state.turns.filter((t) => t.id < beforeId && t.status === 'done').map((t) => ({question: t.question, answer: t.answer}));
  }

  private turn(id: number): Turn | undefined {
    return this.state.turns.find((t) => t.id === id);
  }

  private update(id: number, patch: Partial<Turn>): void {
    this.set({turns: this.state.turns.map((t) => (t.id === id ? {...t, ...patch} : t))});
  }

  private set(state: ConversationState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
