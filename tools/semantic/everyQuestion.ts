/**
 * Every question already written: those of every suite file (run or not) and the query
 * adapter's training questions (tools/semantic/training-questions/). adapter.py reads them
 * all, so exportEvalData.ts writes how the meaning layer reads each, and a new blind suite
 * (tools/relevance/blindSuite.ts) may ask none of them again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {everySuite} from '../../tests/relevance/suites';

const TRAINING_DIR = path.join(__dirname, 'training-questions');

export function everyQuestion(): Set<string> {
  const questions = new Set(everySuite().flatMap((suite) => suite.cases.map((c) => c.query)));
  for (const file of fs.readdirSync(TRAINING_DIR).filter((name) => name.endsWith('.json'))) {
    const {cases} = JSON.parse(fs.readFileSync(path.join(TRAINING_DIR, file), 'utf8')) as {cases: Array<{query: string}>};
    for (const {query} of cases) questions.add(query);
  }
  return questions;
}
