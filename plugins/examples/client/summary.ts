// One sentence per run outcome: shown above the details and announced once
// (role="status") when the run ends.
import type {PrintedOutput, RunOutcome} from './protocol';

/** A run cut short keeps what it printed: the sentence points to it. */
const printedUntilThen = ({printed}: PrintedOutput) => (printed.length > 0 ? ' What it printed until then is below.' : '');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summarize(outcome: RunOutcome): string {
  switch (outcome.kind) {
    case 'timeout':
      return `Stopped after ${outcome.seconds} seconds: the example was still running (an endless loop?).${printedUntilThen(outcome)} Ruby was restarted; Run works again.`;
    case 'stopped':
      return outcome.started
        ? `Stopped before it finished.${printedUntilThen(outcome)} Run works again.`
        : 'Cancelled before it started. Run works again.';
    case 'download':
      return `Could not download Ruby (${outcome.message}). Check the connection and retry.`;
    case 'crash':
      return `Ruby stopped unexpectedly (${outcome.message}).${printedUntilThen(outcome)}`;
    case 'ran': {
      const total = outcome.annotations.length;
      const ok = outcome.report.checks.filter((c) => c.ok).length;
      const differs = outcome.report.checks.length - ok;
      const parts: string[] = [];
      if (total > 0) {
        parts.push(`${ok} of ${plural(total, 'value matches', 'values match')} the annotation${total === 1 ? '' : 's'}`);
        if (differs > 0) parts.push(`${differs} differ${differs === 1 ? 's' : ''}`);
      }
      const raised = outcome.report.raised;
      if (raised) parts.push(`raised ${raised.errorClass} on line ${raised.line}: ${raised.message}`);
      if (outcome.printed.length > 0) parts.push('it printed output');
      return parts.length > 0 ? `Run finished: ${parts.join('; ')}.` : 'Run finished: no output.';
    }
  }
}
