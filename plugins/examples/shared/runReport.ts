// The rows runner.rb returns, read back into one shape used by the Node
// checker and the page. Rows are tab-separated; see runner.rb for the format.

interface CheckedValue {
  /** 1-based line of the `# =>` annotation within the example. */
  line: number;
  /** `inspect` of the statement's value. */
  actual: string;
  /** True when `actual` equals the annotation's text. */
  ok: boolean;
}

interface RaisedError {
  /** 1-based line within the example (the annotated statement, or the backtrace frame). */
  line: number;
  errorClass: string;
  message: string;
}

export interface RunReport {
  checks: CheckedValue[];
  raised: RaisedError | null;
}

export function parseRunReport(text: string): RunReport {
  const report: RunReport = {checks: [], raised: null};
  for (const row of text.split('\n')) {
    if (!row) continue;
    const [kind, line, a = '', ...rest] = row.split('\t');
    const b = rest.join('\t');
    if (kind === 'check') report.checks.push({line: Number(line), ok: a === 'ok', actual: b});
    else if (kind === 'raised') report.raised = {line: Number(line), errorClass: a, message: b};
    else throw new Error(`runner.rb returned a row this reader does not know: ${JSON.stringify(row)}`);
  }
  return report;
}

/** The checker's one-line messages: `expected X, got Y` and `raised Class: message`. */
export function failureMessages(report: RunReport, expectedAt: (line: number) => string): {line: number; message: string}[] {
  const out = report.checks.filter((c) => !c.ok).map((c) => ({line: c.line, message: `expected ${expectedAt(c.line)}, got ${c.actual}`}));
  if (report.raised) out.push({line: report.raised.line, message: `raised ${report.raised.errorClass}: ${report.raised.message}`});
  return out;
}
