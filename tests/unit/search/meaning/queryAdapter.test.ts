/**
 * The query adapter (plugins/search/node/queryAdapter.ts): the committed one
 * matches the committed table, the shards the browser reads give a query the
 * adapted vector (so the browser needs no code for it), sections are the
 * table's vectors turned by the adapter's rotation (moved first by their
 * offsets, where the adapter has one for the section's URL), a damaged or
 * mismatched adapter fails naming the problem, and the cosine bars were fitted for it.
 */
import {test} from 'node:test';
import {createHash} from 'node:crypto';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readWordTable, WORD_TABLE_DIR, type WordTable} from '../../../../plugins/search/node/wordTable';
import {offsetVector, QUERY_ADAPTER_FILE, rotated} from '../../../../plugins/search/node/queryAdapter';
import {meaningFiles, sectionText} from '../../../../plugins/search/node/meaningIndex';
import {
  base64ToBytes,
  base64ToInt8,
  tableShardFile,
  tableShardOf,
  textVector,
  unpackNibbles,
  wordsOf,
  type SectionVectorsFile,
} from '../../../../plugins/search/shared/meaning';
import type {SearchRecord} from '../../../../plugins/search/shared/record';
import cosineBars from '../../../../plugins/search/client/cosineBars.json';

const table = readWordTable();

function copyOfTable(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-adapter-'));
  for (const name of fs.readdirSync(WORD_TABLE_DIR)) fs.copyFileSync(path.join(WORD_TABLE_DIR, name), path.join(dir, name));
  return dir;
}

const record = (content: string, url = '/katachi/docs/x'): SearchRecord =>
  ({
    url,
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

test('the cosine bars were fitted for the committed adapter: a refitted adapter moves every cosine, and needs the bars fitted again', () => {
  const adapterChecksum = createHash('sha256')
    .update(fs.readFileSync(path.join(WORD_TABLE_DIR, QUERY_ADAPTER_FILE)))
    .digest('hex');
  assert.equal(
    cosineBars.adapter,
    adapterChecksum,
    'plugins/search/client/cosineBars.json names another query-adapter.json: run tools/relevance/fitCosineBars.ts --write (CONTRIBUTING.md, "Refitting the meaning layer")',
  );
  for (const bar of [cosineBars.meaningOnlyMin, cosineBars.offTopicBelow]) assert.ok(bar > 0 && bar < 1, 'each bar is a cosine between 0 and 1');
});

test('a query’s vector from the shards is the sum of its words’ rows, each times its gain, times the adapter', () => {
  const {matrix, wordGains} = table.queryAdapter!;
  const dims = table.dims;
  const gainedRowOf = (word: string) => table.rowOf(word)?.map((x) => x * (wordGains?.get(word) ?? 1));
  for (const query of ['can a value be missing', 'hash with optional keys', 'top type inhabited by every value']) {
    const plain = textVector(query, gainedRowOf, dims)!;
    const expected = new Float32Array(dims);
    for (let i = 0; i < dims; i += 1) for (let o = 0; o < dims; o += 1) expected[o] += plain[i] * matrix[i * dims + o];
    const fromShards = vectorFromShards(query, table);
    assert.ok(cosine(fromShards, expected) > 0.999, `${query}: ${cosine(fromShards, expected)}`);
    // The adapter moves queries: a test that would pass with the identity proves nothing.
    assert.ok(cosine(unit(plain), unit(expected)) < 0.99, `${query} is moved`);
    assert.ok(wordsOf(query).every((word) => table.rowOf(word)));
  }
});

/** The section vectors of a one-cluster build, as the browser reads them (scale × nibble). */
function sectionVectors(file: SectionVectorsFile, dims: number): Float32Array[] {
  const values = unpackNibbles(base64ToBytes(file.v), file.n.length * dims);
  return file.n.map((_, row) => Float32Array.from(values.subarray(row * dims, (row + 1) * dims), (x) => x * file.s[row]));
}

const sectionRecords = [
  record('a hash with optional keys that may be left out'),
  record('any value at all, nil included'),
  record('the diagnostics of large values make large trees'),
];

test('the rotation is Walsh–Hadamard with the adapter’s signs: orthogonal, as adapter.py writes it', () => {
  const dims = 8;
  const signs = Int8Array.from([1, -1, -1, 1, 1, 1, -1, 1]);
  // Sylvester's H: entry (i, o) is (−1) to the number of bits i and o share.
  const sylvester = (i: number, o: number) => ((i & o).toString(2).split('1').length % 2 === 1 ? 1 : -1);
  const vector = Float32Array.from([0.5, -0.1, 0.3, 0, 0.2, -0.7, 0.1, 0.25]);
  const expected = Array.from({length: dims}, (_, o) => vector.reduce((sum, x, i) => sum + (x * signs[i] * sylvester(i, o)) / Math.sqrt(dims), 0));
  const turned = rotated(vector, signs);
  expected.forEach((value, o) => assert.ok(Math.abs(turned[o] - value) < 1e-6, `value ${o}: ${turned[o]} vs ${value}`));
  const other = Float32Array.from([0.1, 0.2, -0.3, 0.4, 0, 0.6, 0.05, -0.2]);
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);
  assert.ok(Math.abs(dot(turned, rotated(other, signs)) - dot(vector, other)) < 1e-6, 'dot products are kept');
  assert.ok(Math.abs(turned[0] - vector[0]) > 0.1, 'the vector is moved');
});

test('sections are the table’s vectors turned by the adapter’s rotation, which the query rows already carry', () => {
  const signs = table.queryAdapter!.rotationSigns;
  assert.ok(signs, 'the committed adapter names a rotation for section vectors');
  const dir = copyOfTable();
  fs.rmSync(path.join(dir, QUERY_ADAPTER_FILE));
  const plain = readWordTable(dir);
  const adapted = meaningFiles(sectionRecords, table);
  const without = meaningFiles(sectionRecords, plain);
  const shipped = sectionVectors(adapted.files.get('m-0.json')!, table.dims);
  const unturned = sectionVectors(without.files.get('m-0.json')!, table.dims);
  sectionRecords.forEach((section, i) => {
    const vector = textVector(sectionText(section), table.rowOf, table.dims)!;
    // 4 bits a value: close to the float vector, not equal; and closer once turned (the turn's purpose).
    const turnedCosine = cosine(shipped[i], rotated(vector, signs));
    const plainCosine = cosine(unturned[i], vector);
    assert.ok(plainCosine > 0.95, `section ${i} without an adapter is the table's vector (${plainCosine})`);
    assert.ok(turnedCosine > plainCosine, `section ${i} is the table's vector turned, and nearer in 4 bits (${turnedCosine} vs ${plainCosine})`);
    assert.ok(cosine(shipped[i], vector) < 0.5, `section ${i} is turned`);
  });
  // The shards' rows carry the same turn: each query still finds its own section first.
  ['optional keys', 'nil included', 'large values'].forEach((query, want) => {
    const q = vectorFromShards(query, table);
    const best = shipped.map((s) => cosine(q, s)).reduce((top, c, i, all) => (c > all[top] ? i : top), 0);
    assert.equal(best, want, query);
  });
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

  meta.dims = 256;
  meta.sectionRotation = {signs: '+-'.repeat(64)};
  fs.writeFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  assert.throws(() => readWordTable(otherTable), /sectionRotation\.signs must be 256 characters, each \+ or -/);

  fs.writeFileSync(path.join(otherTable, QUERY_ADAPTER_FILE), '{');
  assert.throws(() => readWordTable(otherTable), /query-adapter\.json cannot be read/);
});

test('a section the adapter has an offset for is moved by it before the turn; one it has none for keeps its text’s vector', () => {
  const {sectionOffsets, rotationSigns} = table.queryAdapter!;
  assert.ok(sectionOffsets && sectionOffsets.size >= 150, `the committed adapter moves the site's sections (${sectionOffsets?.size})`);
  const url = '/katachi/docs/Features/Hashes#making-a-key-optional';
  const offset = sectionOffsets.get(url);
  assert.ok(offset, `an offset for ${url}`);
  const moved = record('a hash with optional keys that may be left out', url);
  const files = meaningFiles([moved, sectionRecords[1]], table);
  const [shippedMoved, shippedPlain] = sectionVectors(files.files.get('m-0.json')!, table.dims);
  const text = textVector(sectionText(moved), table.rowOf, table.dims)!;
  const expected = rotated(offsetVector(text, offset), rotationSigns!);
  assert.ok(cosine(shippedMoved, expected) > 0.95, `moved by its offset, then turned (${cosine(shippedMoved, expected)})`);
  assert.ok(cosine(expected, rotated(text, rotationSigns!)) < 0.99, 'the offset moves the section: a test that would pass without it proves nothing');
  const plain = rotated(textVector(sectionText(sectionRecords[1]), table.rowOf, table.dims)!, rotationSigns!);
  assert.ok(cosine(shippedPlain, plain) > 0.95, 'a URL without an offset keeps its text vector');
});

test('damaged or mismatched section offsets fail the build naming the file', () => {
  const dir = copyOfTable();
  const meta = JSON.parse(fs.readFileSync(path.join(dir, QUERY_ADAPTER_FILE), 'utf8'));
  const name = meta.sectionOffsets.name as string;
  const original = fs.readFileSync(path.join(dir, name), 'utf8');
  const rewrite = (text: string, sections = meta.sectionOffsets.sections) => {
    fs.writeFileSync(path.join(dir, name), text);
    meta.sectionOffsets = {...meta.sectionOffsets, sections, sha256: createHash('sha256').update(text).digest('hex')};
    fs.writeFileSync(path.join(dir, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  };
  fs.writeFileSync(path.join(dir, name), original.replace('"format": 1', '"format": 2'));
  assert.throws(() => readWordTable(dir), /section-offsets\.json does not match its checksum/);
  const json = JSON.parse(original);
  rewrite(JSON.stringify({...json, dims: 128}));
  assert.throws(() => readWordTable(dir), /section-offsets\.json has format 1 and 128 dimensions, not format 1 and 256/);
  const [url] = Object.keys(json.sections);
  rewrite(JSON.stringify({...json, sections: {...json.sections, [url]: {scale: 0.01, values: 'AAAA'}}}));
  assert.throws(() => readWordTable(dir), /the offset of \/katachi\/docs\/WhatIsKatachi is not 256 int8 values/);
  rewrite(original, 3);
  assert.throws(() => readWordTable(dir), /section-offsets\.json has \d+ sections, query-adapter\.json says 3/);
  rewrite('{');
  assert.throws(() => readWordTable(dir), /section-offsets\.json cannot be read/);
});

test('a word’s gain scales its query row and nothing else; damaged gains fail the build naming the file', () => {
  const {wordGains} = table.queryAdapter!;
  assert.ok(wordGains && wordGains.size >= 1000, `the committed adapter has gains for the words readers used (${wordGains?.size})`);
  const [light, heavy] = ['typescript', 'nil'].map((word) => wordGains.get(word));
  assert.ok(light !== undefined && heavy !== undefined && light < 0.9 && heavy > 1.1, `gains move words both ways (${light}, ${heavy})`);
  const dir = copyOfTable();
  const meta = JSON.parse(fs.readFileSync(path.join(dir, QUERY_ADAPTER_FILE), 'utf8'));
  const listed = meta.wordGains as {name: string; words: number};
  const {name} = listed;
  delete meta.wordGains;
  fs.writeFileSync(path.join(dir, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  const ungained = readWordTable(dir);
  assert.notEqual(ungained.checksum, table.checksum, 'gains change the shards: a different folder');
  const rowsOf = (wordTable: WordTable) => {
    const {tableFiles} = meaningFiles([record('nil')], wordTable);
    const rows = new Map<string, {scale: number; values: string}>();
    for (const file of tableFiles.values()) {
      const values = base64ToInt8(file.v);
      const dims = wordTable.dims;
      file.w.forEach((word, i) => rows.set(word, {scale: file.s[i], values: values.subarray(i * dims, (i + 1) * dims).join()}));
    }
    return rows;
  };
  const [withGains, without] = [rowsOf(table), rowsOf(ungained)];
  for (const word of ['typescript', 'nil', 'optional']) {
    const [a, b] = [withGains.get(word)!, without.get(word)!];
    assert.equal(a.values, b.values, `${word}: the same int8 values`);
    const ratio = a.scale / b.scale;
    assert.ok(Math.abs(ratio - (wordGains.get(word) ?? 1)) < 1e-6, `${word}: its scale times its gain (${ratio})`);
  }

  const rewrite = (text: string, words = listed.words) => {
    fs.writeFileSync(path.join(dir, name), text);
    meta.wordGains = {name, bytes: text.length, words, sha256: createHash('sha256').update(text).digest('hex')};
    fs.writeFileSync(path.join(dir, QUERY_ADAPTER_FILE), JSON.stringify(meta));
  };
  const original = fs.readFileSync(path.join(WORD_TABLE_DIR, name), 'utf8');
  rewrite(original);
  assert.equal(readWordTable(dir).checksum, table.checksum);
  fs.writeFileSync(path.join(dir, name), original.replace('"format": 1', '"format": 2'));
  assert.throws(() => readWordTable(dir), /word-gains\.json does not match its checksum/);
  const json = JSON.parse(original);
  rewrite(JSON.stringify({...json, format: 2}));
  assert.throws(() => readWordTable(dir), /word-gains\.json has format 2, not 1/);
  rewrite(JSON.stringify({...json, gains: {...json.gains, nil: -1}}));
  assert.throws(() => readWordTable(dir), /the gain of "nil" is not a number of 0 or more/);
  rewrite(original, 3);
  assert.throws(() => readWordTable(dir), /word-gains\.json has \d+ words, query-adapter\.json says 3/);
  rewrite('{');
  assert.throws(() => readWordTable(dir), /word-gains\.json cannot be read/);
});
