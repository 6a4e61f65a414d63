// What a running example has printed so far, for the page to show while it runs.
import type {PrintedOutput, Printing} from './protocol';
import {appendPrinted} from '../shared/printedText';

/** The page is shown new output at most this often: a loop can print thousands of times a second. */
export const SHOW_PRINTED_EVERY_MS = 100;

/**
 * While a run goes on, the page is shown at most its last LIVE_TAIL_CHARS characters in at most
 * LIVE_TAIL_PIECES pieces (a piece is a run of one stream): redrawing up to 100,000 characters,
 * in 50,000 pieces when stdout and stderr alternate, ten times a second froze the page. Where a
 * loop got stuck is at the end; all of it shows once the run ends.
 */
export const LIVE_TAIL_CHARS = 10_000;
export const LIVE_TAIL_PIECES = 300;

/** What the page shows while a run goes on: the end of its output, and how many characters come before it. */
export type PrintedSoFar = PrintedOutput & {omittedChars: number};

function tailOf(printed: PrintedOutput['printed']): {tail: PrintedOutput['printed']; omittedChars: number} {
  const tail: PrintedOutput['printed'] = [];
  let room = LIVE_TAIL_CHARS;
  let omittedChars = 0;
  for (let i = printed.length - 1; i >= 0; i -= 1) {
    const {stream, text} = printed[i];
    if (room <= 0 || tail.length === LIVE_TAIL_PIECES) omittedChars += text.length;
    else {
      const kept = text.length > room ? text.slice(text.length - room) : text;
      omittedChars += text.length - kept.length;
      room -= kept.length;
      tail.unshift({stream, text: kept});
    }
  }
  return {tail, omittedChars};
}

/**
 * Collects a run's printed pieces as the worker sends them, and shows their end (a copy) at
 * most every SHOW_PRINTED_EVERY_MS. `end` stops the showing and returns all that was
 * collected, which a run that did not reach its end (Stop, the time limit, a crash) keeps.
 */
export function collectPrinted(show: (output: PrintedSoFar) => void) {
  const output: PrintedOutput = {printed: [], printedCut: false};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = () => {
    timer = undefined;
    const {tail, omittedChars} = tailOf(output.printed);
    show({printed: tail, printedCut: output.printedCut, omittedChars});
  };
  return {
    add({piece, cut}: Pick<Printing, 'piece' | 'cut'>) {
      // The piece that says the limit was reached carries no text.
      if (piece.text) appendPrinted(output.printed, piece);
      output.printedCut ||= cut;
      timer ??= setTimeout(tell, SHOW_PRINTED_EVERY_MS);
    },
    end(): PrintedOutput {
      clearTimeout(timer);
      timer = undefined;
      return output;
    },
  };
}
