// Ties the steps together for a list of source files: extract the examples,
// syntax-check each one, and (given a gem checkout) run it and compare the
// `# =>` annotations. Kept apart from cli.ts so tests can call it directly.
import {rewriteAnnotations} from '../../plugins/examples/shared/annotations';
import {extractFromFiles, type RubyBlock} from './extract';
import {WasmRubyRunner} from './run-in-wasm';
import {checkSyntax, loadParser} from './syntax';

export interface Report {
  file: string;
  /** 1-based line in `file`. */
  line: number;
  message: string;
}

export interface CheckResult {
  blocks: number;
  passed: number;
  failed: number;
  /** Blocks run against the gem (0 without a gem checkout). */
  ran: number;
  /** Blocks not run because their fence says `skip-run` (only counted when running). */
  skippedRun: number;
  reports: Report[];
}

export function formatReport(r: Report): string {
  return `${r.file}:${r.line}: ${r.message}`;
}

export async function checkExamples(opts: {
  files: string[];
  /** A gem checkout; when absent, examples are only syntax-checked. */
  gemDir?: string;
  /** A run longer than this fails the example (default: the page's limit, RUN_LIMIT_MS). */
  limitMs?: number;
  /** Called as soon as a failure is known, so long runs show progress. */
  onReport?: (r: Report) => void;
}): Promise<CheckResult> {
  const {blocks, problems} = await extractFromFiles(opts.files);
  const parse = await loadParser();
  const runner = opts.gemDir ? await WasmRubyRunner.create(opts.gemDir, {limitMs: opts.limitMs}) : undefined;
  const result: CheckResult = {blocks: blocks.length + problems.length, passed: 0, failed: problems.length, ran: 0, skippedRun: 0, reports: []};
  const report = (r: Report) => {
    result.reports.push(r);
    opts.onReport?.(r);
  };
  problems.forEach(report);

  for (const block of blocks) {
    const found = await checkBlock(block, parse, runner, result);
    found.forEach(report);
    if (found.length > 0) result.failed++;
    else result.passed++;
  }
  return result;
}

async function checkBlock(
  block: RubyBlock,
  parse: Awaited<ReturnType<typeof loadParser>>,
  runner: WasmRubyRunner | undefined,
  counts: CheckResult,
): Promise<Report[]> {
  // Block-relative line 1 is the block's first line in the file.
  const at = (line: number, message: string): Report => ({file: block.file, line: block.line + line - 1, message});

  const syntax = checkSyntax(parse, block.code);
  if (syntax) return [at(syntax.line, `syntax error: ${syntax.message}`)];
  if (!runner) return [];
  if (block.skipRun) {
    counts.skippedRun++;
    return [];
  }
  const rewritten = rewriteAnnotations(parse, block.code);
  counts.ran++;
  const outcome = await runner.run(rewritten.code, block.file, rewritten.annotations);
  return [...rewritten.problems, ...outcome.failures].sort((a, b) => a.line - b.line).map((f) => at(f.line, f.message));
}
