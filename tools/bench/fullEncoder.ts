/**
 * The ceiling for the meaning layer: dense retrieval with the full encoder
 * (all-MiniLM-L6-v2 run in numpy, tools/semantic/encoder.py) over the built
 * site's sections, scored on the relevance suites by tools/semantic/evaluate.py.
 * Run in its Python environment (.cache/semantic-venv, made by
 * `bash tools/semantic/setup.sh`); without it, skipped with the reason.
 *
 * Only aggregates are read back: the tuning halves with the first suite, and
 * the held-out halves as one line (evaluate.py prints no per-query held-out result).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const PYTHON = path.join(REPO, '.cache/semantic-venv/bin/python');

type DenseFigures = {cases: number; at1: number; at5: number};
export type FullEncoderFigures =
  | {
      tuning: DenseFigures;
      heldOut: DenseFigures;
      /** The same retrieval with the distilled table in Python (evaluate.py's section text: page + heading + content). */
      table: {tuning: DenseFigures; heldOut: DenseFigures};
      ms: number;
    }
  | {skipped: string};

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

export function fullEncoderFigures(indexDir: string, scratch: string): FullEncoderFigures {
  if (!fs.existsSync(PYTHON)) return {skipped: 'no .cache/semantic-venv (bash tools/semantic/setup.sh creates it)'};
  const data = path.join(scratch, 'semantic-eval.json');
  const started = performance.now();
  const exported = spawnSync('npx', ['tsx', 'tools/semantic/exportEvalData.ts', indexDir, data], {cwd: REPO, encoding: 'utf8'});
  if (exported.status !== 0) return {skipped: `exportEvalData.ts failed: ${lastLine(exported.stderr || exported.stdout)}`};
  const evaluated = spawnSync(PYTHON, ['tools/semantic/evaluate.py', '--data', data, '--heldout'], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 30 * 60_000,
  });
  if (evaluated.status !== 0) return {skipped: `evaluate.py failed: ${lastLine(evaluated.stderr || evaluated.stdout || String(evaluated.error))}`};
  // "all tuning   545   0.xxx  0.xxx   0.xxx  0.xxx": cases, encoder @1 @5, table @1 @5
  const line = (label: string) => {
    const match = new RegExp(`^${label}\\s+(\\d+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s*$`, 'm').exec(evaluated.stdout);
    if (!match) return null;
    const [cases, e1, e5, t1, t5] = match.slice(1).map(Number);
    return {encoder: {cases, at1: e1, at5: e5}, table: {cases, at1: t1, at5: t5}};
  };
  const tuning = line('all tuning');
  const heldOut = line('all held-out');
  if (!tuning || !heldOut) return {skipped: `evaluate.py printed no aggregate lines: ${lastLine(evaluated.stdout)}`};
  return {
    tuning: tuning.encoder,
    heldOut: heldOut.encoder,
    table: {tuning: tuning.table, heldOut: heldOut.table},
    ms: performance.now() - started,
  };
}
