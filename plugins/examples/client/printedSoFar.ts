// What a running example has printed so far, for the page to show while it runs.
import type {PrintedOutput, Printing} from './protocol';

/** The page is shown new output at most this often: a loop can print thousands of times a second. */
export const SHOW_PRINTED_EVERY_MS = 100;

/**
 * Collects a run's printed pieces as the worker sends them, and shows them (a copy) at most
 * every SHOW_PRINTED_EVERY_MS. `end` stops the showing and returns all that was collected,
 * which a run that did not reach its end (Stop, the time limit, a crash) keeps.
 */
export function collectPrinted(show: (output: PrintedOutput) => void) {
  const output: PrintedOutput = {printed: [], printedCut: false};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = () => {
    timer = undefined;
    show({printed: output.printed.map((p) => ({...p})), printedCut: output.printedCut});
  };
  return {
    add({piece, cut}: Pick<Printing, 'piece' | 'cut'>) {
      const last = output.printed[output.printed.length - 1];
      if (last && last.stream === piece.stream) last.text += piece.text;
      else if (piece.text) output.printed.push({...piece});
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
