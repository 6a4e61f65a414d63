/**
 * The query adapter (plugins/search/node/queryAdapter.ts): the committed one
 * matches the committed table, the shards the browser reads give a query the
 * adapted vector (so the browser needs no code for it), sections keep the
 * table's vectors, and a damaged or mismatched adapter fails naming the problem.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readWordTable, WORD_TABLE_DIR, type WordTable} from '../../../../plugins/search/node/wordTable';
import {QUERY_ADAPTER_FILE} from '../../../../plugins/search/node/queryAdapter';
import {meaningFiles} from '../../../../plugins/search/node/meaningIndex';
import {base64ToInt8, tableShardFile, tableShardOf, textVector, wordsOf} from '../../../../plugins/search/shared/meaning';
import type {SearchRecord} from '../../../../plugins/search/shared/record';

const table = readWordTable();

function copyOfTable(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-adapter-'));
  for (const name of fs.readdirSync(WORD_TABLE_DIR)) fs.copyFileSync(path.join(WORD_TABLE_DIR, name), path.join(dir, name));
  return dir;
}

const record = (content: string): SearchRecord =>
  ({
    url: '/katachi/docs/x',
    type: 'content',
    hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
  }) as unknown as SearchRecord;

/** A query's vector as the browser computes it: the sum of its words' rows from the shards. */
function vectorFromShards(query: string, wordTable: WordTable): Float32Array {
  const {tableFiles, meaning} = meaningFiles([record('nil')], wordTable);
  const rows = new Map<string, Float32Array>();
  for (const file of tableFiles.values()) {
    const values = base64ToInt8(file.v);
    file.w.forEach((word, i) =>
      rows.set(
        word,
        Float32Array.from(values.subarray(i * meaning.dims, (i + 1) * meaning.dims), (x) => x * file.s[i]),
      ),
    );
  }
  return textVector(query, (word) => rows.get(word), meaning.dims)!;
}

const unit = (v: Float32Array) => {
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
};
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0) / Math.hypot(...a) / Math.hypot(...b);

test('the committed adapter is read with the table it was fitted to, and names the shard folder with it', () => {
  assert.ok(table.queryAdapter, 'query-adapter.json beside the table');
  assert.equal(table.queryAdapter.matrix.length, table.dims * table.dims);
  const dir = copyOfTable();
  fs.rmSync(path.join(dir, QUERY_ADAPTER_FILE));
  const plain = readWordTable(dir);
  assert.equal(plain.queryAdapter, undefined);
  assert.notEqual(plain.checksum, table.checksum, 'a table with and without an adapter ship different shards: different folders');
});

test('a query’s vector from the shards is the table’s vector times the adapter', () => {
  const {matrix} = table.queryAdapter!;
  const dims = table.dims;
  for (const query of ['can a value be missing', 'hash with optional keys', 'top type inhabited by every value']) {
    const plain = textVector(query, table.rowOf, dims)!;
    const expected = new Float32Array(dims);
    for (let i = 0; i < dims; i += 1) for (let o = 0; o < dims; o += 1) expected[o] += plain[i] * matrix[i * dims + o];
    const fromShards = vectorFromShards(query, table);
    assert.ok(cosine(fromShards, expected) > 0.999, `${query}: ${cosine(fromShards, expected)}`);
    // The adapter moves queries: a test that would pass with the identity proves nothing.
    assert.ok(cosine(unit(plain), unit(expected)) < 0.99, `${query} is moved`);
    assert.ok(wordsOf(query).every((word) => table.rowOf(word)));
  }
});

test('sections keep the table’s own vectors: the adapter changes the query shards only', () => {
  const dir = copyOfTable();
  fs.rmSync(path.join(dir, QUERY_ADAPTER_FILE));
  const plain = readWordTable(dir);
  const records = [record('a hash with optional keys'), record('any value at all, nil included')];
  const adapted = meaningFiles(records, table);
  const without = meaningFiles(records, plain);
  assert.deepEqual(adapted.files, without.files);
  const shard = tableShardFile(tableShardOf('optional', adapted.meaning.tableShards));
  assert.notDeepEqual(adapted.tableFiles.get(shard), without.tableFiles.get(shard));
  assert.notEqual(adapted.meaning.table, without.meaning.table);
});

test('a damaged, mismatched or unreadable adapter fails the build naming the problem', () => {
  const damaged = copyOfTable();
  const matrix = fs.readFileSync(path.join(damaged, 'query-adapter.f32'));
  matrix[0] ^= 1;
  fs.writeFileSync(path.join(damaged, 'query-adapter.f32'), matrix);
  assert.throws(() => readWordTable(damaged), /query-adapter\.f32 does not match its checksum/);

  const otherTable = copyOfTable();
  const meta = JSON.parse(fs.readFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), 'utf8'));
  meta.table['vectors.i8'] = '0'.repeat(64);
  fs.writeFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  assert.throws(() => readWordTable(otherTable), /fitted to another table \(vectors\.i8 differs\)/);

  meta.table['vectors.i8'] = JSON.parse(fs.readFileSync(path.join(WORD_TABLE_DIR, QUERY_ADAPTER_FILE), 'utf8')).table['vectors.i8'];
  meta.dims = 128;
  fs.writeFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  assert.throws(() => readWordTable(otherTable), /128 dimensions, the table 256/);

  fs.writeFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), '{');
  assert.throws(() => readWordTable(otherTable), /query-adapter\.json cannot be read/);
});
