// Turns `EXPR # => expected` comments into checks that run inside Ruby.
//
// Prism tells us which comments are real comments (not `#` inside a string)
// and where each top-level statement starts and ends, so a check wraps exactly
// one whole statement. An annotation anywhere else (inside a method body, a
// loop, or the middle of a multi-line call) has no single value to compare,
// so it is reported as uncheckable instead of being skipped silently.
import {insertAtBytes, LineIndex} from './lineIndex';
import {parseRuby, type Parse} from './rubySyntax';

export interface Annotation {
  /** 1-based line within the block. */
  line: number;
  /** The text after `# =>`, compared with `inspect` of the statement's value. */
  expected: string;
}

export interface RewriteResult {
  /** The block with every checkable annotated statement wrapped; same line count. */
  code: string;
  annotations: Annotation[];
  /** Annotations that cannot be checked, and syntax errors (nothing is rewritten then). */
  problems: {line: number; message: string}[];
}

/** Names the rewritten code calls; runner.rb (beside this file) defines them. */
const CHECK_FN = '__kt_check';
const AT_FN = '__kt_at';

const ANNOTATION = /^#\s*=>(.*)$/;

/** A Ruby single-quoted literal: only `\\` and `\'` are escapes there. */
export function rubySingleQuoted(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** How a syntax error's problem begins (the page reports it as the run's SyntaxError). */
export const SYNTAX_ERROR_PREFIX = 'syntax error: ';

/**
 * `result.code # => :match` becomes
 * `__kt_check(__kt_at(3), (result.code), ':match') # => :match`.
 * `__kt_at` runs first (arguments are evaluated left to right) so that an
 * exception raised by the statement is reported at the annotated line.
 * Nothing is added on new lines, so line numbers (and backtraces) still match
 * the source. Parentheses keep local variables in the top-level scope, unlike a block.
 */
export function rewriteAnnotations(parse: Parse, code: string): RewriteResult {
  const result = parseRuby(parse, code);
  const lines = new LineIndex(code);
  if (result.errors.length > 0) {
    const e = result.errors[0];
    return {code, annotations: [], problems: [{line: lines.lineAt(e.location.startOffset), message: `${SYNTAX_ERROR_PREFIX}${e.message}`}]};
  }

  const statements = result.value.statements?.body ?? [];
  const annotations: Annotation[] = [];
  const problems: RewriteResult['problems'] = [];
  const edits: {at: number; text: string}[] = [];

  for (const comment of result.comments) {
    const start = comment.location.startOffset;
    const text = lines.text(start, start + comment.location.length);
    const m = ANNOTATION.exec(text.trimEnd());
    if (!m) continue;
    const expected = m[1].trim();
    const line = lines.lineAt(start);
    if (expected === '') {
      problems.push({line, message: 'cannot check "# =>": no expected value after it'});
      continue;
    }
    // The last top-level statement that ends on this line, before the comment.
    let target: (typeof statements)[number] | undefined;
    for (const s of statements) {
      const end = s.location.startOffset + s.location.length;
      if (end <= start && s.location.length > 0 && lines.lineAt(end - 1) === line) target = s;
    }
    if (!target) {
      problems.push({
        line,
        message: `cannot check "# => ${expected}": it does not follow a complete top-level statement ending on this line`,
      });
      continue;
    }
    const s = target.location.startOffset;
    const e = s + target.location.length;
    edits.push({at: s, text: `${CHECK_FN}(${AT_FN}(${line}), (`});
    edits.push({at: e, text: `), ${rubySingleQuoted(expected)})`});
    annotations.push({line, expected});
  }

  return {code: insertAtBytes(lines.bytes, edits), annotations, problems};
}
