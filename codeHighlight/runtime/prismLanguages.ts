/**
 * Registering the site's extra Prism languages (ruby, bash, diff) costs main
 * thread on every page: `insertBefore` walks every grammar Prism knows (most
 * of Prism's start-up, though, is prism-react-renderer's own bundled
 * languages, evaluated with its module). Code on a page loaded from
 * the server is already highlighted (src/theme/CodeBlock/Content), so in the
 * browser the registration waits until a code block is actually rendered
 * there (client-side navigation, dev server), which calls ensurePrismLanguages
 * first. The server registers them at once.
 */
let pending: (() => void) | null = null;

/** Keeps `register` for the first code block rendered in the browser (runs it now on the server). */
export function registerPrismLanguagesWhenNeeded(register: () => void): void {
  if (typeof window === 'undefined') register();
  else pending = register;
}

/** Registers the languages if that has not happened yet (synchronous: the grammars are in the bundle). */
export function ensurePrismLanguages(): void {
  const register = pending;
  pending = null;
  register?.();
}
