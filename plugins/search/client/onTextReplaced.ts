/**
 * Calls `onChange` when nodes under `root` are added, removed or rewritten,
 * at most once per frame, until the returned function is called.
 *
 * The landing highlight's ranges point into text nodes: when a code block
 * swaps its plain lines for highlighted ones (client-side navigation: the
 * code-highlighter chunk arrives after the page has rendered), those nodes
 * leave the document and the ranges collapse to nothing. Painting again from
 * the new text keeps the words highlighted. Observing stops with the
 * highlight, so pages without one never pay for it.
 */
export function onTextReplaced(root: Node, onChange: () => void): () => void {
  let frame = 0;
  const observer = new MutationObserver(() => {
    // A swap comes as many mutations (one per line); one repaint covers them all.
    if (frame === 0) {
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        onChange();
      });
    }
  });
  observer.observe(root, {childList: true, characterData: true, subtree: true});
  return () => {
    observer.disconnect();
    if (frame !== 0) window.cancelAnimationFrame(frame);
    frame = 0;
  };
}
