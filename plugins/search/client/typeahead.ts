/**
 * Keys a reader types between asking for search (Ctrl/Cmd+K, `/`, the button) and the
 * modal's input taking focus.
 *
 * The modal's code is fetched on the first request, and DocSearch focuses its input only
 * after it has mounted; keys typed in that time would go to the page, so "optional keys"
 * typed straight after Ctrl+K would arrive as "tional keys" (and Space would scroll the page).
 * Here they are kept, and handed over the moment the input takes focus, before any later
 * key can reach it. Escape in that time takes the request back.
 */

/** The part of `document` this listens on (a fake one in tests/unit/search/typeahead.test.ts). */
export type KeyEventTarget = Pick<Document, 'addEventListener' | 'removeEventListener'>;

export type TypeaheadOptions = {
  /** Text already typed (before the page hydrated: client/earlyIntent.ts). */
  initial: string;
  /** Whether an element is the modal's input: the keys are handed over when it takes focus. */
  isModalInput: (target: EventTarget | null) => target is HTMLInputElement;
  /** Receives the input and the text typed while it did not exist (called once, even when empty). */
  onInputFocused: (input: HTMLInputElement, typed: string) => void;
  /** The reader pressed Escape before the input took focus. */
  onEscape: () => void;
};

export type Typeahead = {
  /** The text kept so far. */
  text(): string;
  /** Stops listening and forgets the text; safe to call more than once. */
  stop(): void;
};

/**
 * Starts keeping keys. Only plain characters, Backspace and Enter are taken from the
 * page (Enter so that a focused link is not followed while search opens); shortcuts,
 * Tab and the arrows go on as usual, and so do keys composed by an input method.
 */
export function keepTypedKeys(target: KeyEventTarget, options: TypeaheadOptions): Typeahead {
  let typed = options.initial;
  let listening = true;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || options.isModalInput(event.target)) return;
    if (event.key === 'Escape') {
      stop();
      options.onEscape();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else if (event.key !== 'Enter') return;
    // Ours: not the page's (Space scrolling, `/` asking to open again, Enter on a link).
    event.preventDefault();
    event.stopPropagation();
  };

  const onFocusIn = (event: FocusEvent) => {
    const input = event.target;
    if (!options.isModalInput(input)) return;
    const text = typed;
    stop();
    options.onInputFocused(input, text);
  };

  function stop() {
    if (!listening) return;
    listening = false;
    typed = '';
    target.removeEventListener('keydown', onKeyDown, true);
    target.removeEventListener('focusin', onFocusIn, true);
  }

  target.addEventListener('keydown', onKeyDown, true);
  target.addEventListener('focusin', onFocusIn, true);
  return {text: () => typed, stop};
}
