/**
 * Where the landing page's matched words are: ranges over the text of a
 * subtree whose words share an index term with the search's. Loaded on demand
 * by landingHighlight.ts (it needs the tokeniser).
 */
import {indexTermsOfWordCached, wordSpans} from '../shared/tokenize';
// The highlight's and its control's styles come with this chunk, which is loaded before
// either is painted: out of the render-blocking styles.css (plugins/lazyStyles/).
import './highlightOnLanding.css';

const MAX_RANGES = 500;

const BLOCK_SELECTOR = 'p, li, pre, td, th, h1, h2, h3, h4, h5, h6, blockquote, summary, dt, dd, .token-line, div';

/**
 * Ranges of the words under `root` whose terms include one of `terms`.
 * Words are read from the joined text, because syntax highlighting splits an
 * identifier such as `:$required_keys` over several text nodes; a Range may
 * span them.
 */
export function rangesOfTerms(root: Node, terms: readonly string[]): Range[] {
  const wanted = new Set(terms);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('.hash-link, button, script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  // The text of all nodes, with a line break wherever the block changes, and
  // where each node starts in it.
  const pieces: Array<{node: Text; start: number}> = [];
  let text = '';
  let previousBlock: Element | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const block = node.parentElement?.closest(BLOCK_SELECTOR) ?? null;
    if (pieces.length > 0 && block !== previousBlock) text += '\n';
    previousBlock = block;
    pieces.push({node, start: text.length});
    text += node.nodeValue ?? '';
  }
  const locate = (offset: number): {node: Text; offset: number} => {
    let low = 0;
    let high = pieces.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (pieces[mid].start <= offset) low = mid;
      else high = mid - 1;
    }
    const piece = pieces[low];
    return {node: piece.node, offset: Math.min(offset - piece.start, piece.node.length)};
  };

  const ranges: Range[] = [];
  for (const span of wordSpans(text)) {
    if (ranges.length >= MAX_RANGES) break;
    if (!indexTermsOfWordCached(span.word).some((term) => wanted.has(term))) continue;
    const from = locate(span.start);
    const to = locate(span.end - 1);
    const range = document.createRange();
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset + 1);
    ranges.push(range);
  }
  return ranges;
}
