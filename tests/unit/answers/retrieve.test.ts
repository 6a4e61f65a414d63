import {test} from 'node:test';
import assert from 'node:assert/strict';
import {engineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import type {SearchRecord} from '../../../plugins/search/shared/record';
import {record as fixtureRecord} from '../search/records.fixture';
import {maxSectionsFor, retrieveSections, MAX_SECTIONS, type SearchFn} from '../../../plugins/answers/client/retrieve';
import {candidateQueries, fuseRankings, subjectWords} from '../../../plugins/answers/client/candidates';
import {excerpt} from '../../../plugins/answers/client/excerpt';
import {contextBudget, estimateTokens} from '../../../plugins/answers/client/budget';
import {buildMessages, formatSection, questionMessage, recentTurns, SYSTEM_PROMPT} from '../../../plugins/answers/client/prompt';
import {sectionsOf} from '../../support/askAiServer';
import type {EngineHit} from '../../../plugins/search/client/engine';

/** A section of `page` under the top-level group "Docs" (the page itself when `heading` is null). */
const record = (page: string, heading: string | null, content: string): SearchRecord =>
  fixtureRecord(page, 'Docs', page, heading, heading ? 2 : 1, content);

const filler = (topic: string, n: number) =>
  Array.from({length: n}, (_, i) => `Sentence ${i + 1} says something general about ${topic} that a reader may skim.`).join(' ');

// Twenty pages about hashes (so a question about hashes has more candidates than fit), one long
// section whose answer sits at its end, and one section copied word for word onto another page.
const corpus: SearchRecord[] = [
  record('Hashes', 'Making a key optional', 'Give the value shape :$undefined to make a hash key optional: Kt.any_of(Integer, :$undefined).'),
  record('Hashes', 'Extra keys', 'Hash shapes refuse extra keys unless Symbol => Object allows any other key.'),
  record('Long', 'Everything about shapes', `Shapes describe data. ${filler('shapes', 40)} Finally, a frozen hash key needs the freeze shape.`),
  record('Copy1', 'Copied section', 'This paragraph about copied hash sections appears twice in the docs, word for word, on two pages.'),
  record('Conduct', 'Our pledge', 'We pledge to make participation a harassment-free experience for everyone.'),
  record('Conduct', 'Unacceptable behaviour', 'Harassment, trolling and insults are unacceptable behaviour here.'),
  record('Conduct', 'Reporting a problem', 'Write to the maintainer at the address in the repository; every complaint is reviewed.'),
  record('Copy2', 'Copied section', 'This paragraph about copied hash sections appears twice in the docs, word for word, on two pages.'),
  ...Array.from({length: 20}, (_, i) =>
    record(`Other${i}`, `Hash topic ${i}`, `Hash ${Array.from({length: 12}, (_, j) => `word${i}x${j}`).join(' ')}. ${filler(`hash topic ${i}`, 8)}`),
  ),
];
const engine = engineOfRecords(corpus);
const search: SearchFn = (query, limit) => engine.search(query, {limit});

test('subject words leave question words (and the engine’s stop words) out; the searches are the question, its word pairs, its words', () => {
  assert.deepEqual(subjectWords('How do I make a hash key optional?'), ['hash', 'key', 'optional']);
  assert.deepEqual(subjectWords('Kt vs Katachi'), ['kt']);
  const queries = candidateQueries('how do I make a hash key optional').map((q) => q.query);
  assert.equal(queries[0], 'how do I make a hash key optional');
  assert.ok(queries.includes('key optional') && queries.includes('hash key'), queries.join(' | '));
  assert.ok(queries.includes('optional') && queries.includes('hash'));
  assert.equal(new Set(queries).size, queries.length, 'no search twice');
  assert.deepEqual(
    candidateQueries('regex').map((q) => q.query),
    ['regex'],
    'a one-word question is searched once',
  );
});

test('fusion: the whole question first hits lead; a section high in several lists beats one high in one', () => {
  const hit = (url: string): EngineHit => ({record: record(url, null, url), terms: [url.toLowerCase()]}) as unknown as EngineHit;
  const fused = fuseRankings([
    {weight: 2, hits: ['A', 'B', 'C', 'D', 'E'].map(hit)},
    {weight: 1, hits: ['F', 'E', 'D'].map(hit)},
    {weight: 1, hits: ['E', 'F'].map(hit)},
  ]);
  const order = fused.map((c) => c.record.url.replace('/katachi/docs/', ''));
  assert.deepEqual(order.slice(0, 3), ['A', 'B', 'C'], 'the question’s own first hits are pinned');
  assert.equal(order[3], 'E', `E is in all three lists (${order.join(' ')})`);
  assert.ok(order.indexOf('F') < order.indexOf('D'), 'F, first in two word lists, beats D, low in two');
  assert.deepEqual([...fused.find((c) => c.record.url.endsWith('E'))!.terms], ['e'], 'matched terms are kept per section');
});

test('sections are numbered best first, the wanted section first, within the context budget', async () => {
  const question = 'how do I make a hash key optional';
  const sections = await retrieveSections(search, question);
  assert.equal(sections[0].url, '/katachi/docs/Hashes#making-a-key-optional');
  assert.deepEqual(
    sections.map((s) => s.n),
    sections.map((_, i) => i + 1),
  );
  assert.ok(sections.length > 3 && sections.length <= MAX_SECTIONS, `${sections.length} sections`);
  const fixed = estimateTokens(SYSTEM_PROMPT + questionMessage('', [])) + estimateTokens(question);
  const sent = sections.reduce((sum, s) => sum + estimateTokens(formatSection(s)) + 1, 0);
  assert.ok(sent <= contextBudget(4096, fixed).sections, `${sent} tokens of sections fit the 4,096-token budget`);
  // The whole prompt, with room for the answer, fits the window.
  const prompt = buildMessages([], question, sections).reduce((sum, m) => sum + estimateTokens(m.content), 0);
  assert.ok(prompt + contextBudget(4096, 0).answer <= 4096, `prompt of ${prompt} tokens leaves room for the answer`);
});

test('a small window gets fewer sections than a big one; a cap on the count is obeyed', async () => {
  const question = 'hash topic shapes';
  const small = await retrieveSections(search, question, {contextTokens: 2048});
  const big = await retrieveSections(search, question, {contextTokens: 32768});
  assert.ok(small.length >= 1 && small.length < big.length, `${small.length} sections at 2,048 tokens, ${big.length} at 32,768`);
  const bigUrls = big.map((s) => s.url);
  const places = small.map((s) => bigUrls.indexOf(s.url));
  assert.ok(
    places.every((p, i) => p >= 0 && (i === 0 || p > places[i - 1])),
    'the same sections in the same order, fewer of them',
  );
  assert.equal((await retrieveSections(search, question, {maxSections: 2})).length, 2);
  assert.deepEqual([2048, 4096, 8192, 16384, 1_000_000].map(maxSectionsFor), [12, 12, 16, 20, 24]);
  assert.ok(big.length > MAX_SECTIONS && big.length <= maxSectionsFor(32768), `a big window takes more sections, up to its count (${big.length})`);
});

test('page expansion: a page with several matching sections brings its others, after them', async () => {
  const sections = (await retrieveSections(search, 'who do I contact about harassment')).map((s) => s.url.replace('/katachi/docs/', ''));
  assert.deepEqual(sections.slice(0, 2).sort(), ['Conduct#our-pledge', 'Conduct#unacceptable-behaviour']);
  assert.ok(sections.includes('Conduct#reporting-a-problem'), sections.join(', '));
});

test('a section copied onto two pages is sent once', async () => {
  const sections = await retrieveSections(search, 'copied hash sections');
  const copies = sections.filter((s) => s.title === 'Copied section');
  assert.equal(copies.length, 1, sections.map((s) => s.url).join(', '));
});

test('a long section is sent as its beginning and the sentences around the matched words', async () => {
  const sections = await retrieveSections(search, 'frozen hash key freeze');
  const long = sections.find((s) => s.url.endsWith('#everything-about-shapes'));
  assert.ok(long, 'the long section is retrieved');
  assert.match(long.text, /^Shapes describe data\./, 'starts with its first sentence');
  assert.match(long.text, /frozen hash key needs the freeze shape\.$/, 'ends with the matching sentence');
  assert.match(long.text, / … /, 'the gap is marked');
  assert.ok(long.text.length <= 1500, `${long.text.length} characters`);
});

test('excerpt: whole when it fits, the beginning when nothing matches, never over the limit', () => {
  assert.equal(excerpt('Short text.', ['x'], 100), 'Short text.');
  const text = `First sentence here. ${filler('padding', 30)} The Needle sentence is here. ${filler('tail', 10)}`;
  const cut = excerpt(text, ['nomatch'], 200);
  assert.ok(cut.startsWith('First sentence here. Sentence 1') && cut.endsWith('…') && cut.length <= 200, cut);
  const found = excerpt(text, ['needle'], 200);
  assert.ok(found.startsWith('First sentence here.') && found.includes(' … The Needle sentence is here.') && found.length <= 200, found);
  for (const limit of [40, 80, 120, 300, 600]) assert.ok(excerpt(text, ['needle'], limit).length <= limit, `limit ${limit}`);
});

test('the sections in the prompt are the sections retrieved, in order (the sources list shows the same)', async () => {
  const sections = await retrieveSections(search, 'how do I make a hash key optional');
  const [, user] = buildMessages([], 'how do I make a hash key optional', sections);
  assert.deepEqual(
    sectionsOf(user.content).map((s) => [s.n, s.url]),
    sections.map((s) => [s.n, s.url]),
  );
  for (const s of sections) assert.ok(user.content.includes(s.text), `section ${s.n}'s text is sent`);
});

test('earlier turns beyond their share of the window are dropped, oldest first', () => {
  const turn = (i: number) => ({question: `question ${i}`, answer: 'x'.repeat(600)});
  const past = Array.from({length: 10}, (_, i) => turn(i));
  const kept = recentTurns(past, contextBudget(4096, 0).history);
  assert.ok(kept.length >= 1 && kept.length < 10, `${kept.length} turns kept`);
  assert.deepEqual(kept, past.slice(past.length - kept.length), 'the latest ones, in order');
  const messages = buildMessages(past, 'next', []);
  assert.equal(messages.length, 2 + 2 * kept.length);
  assert.equal(messages[1].content, kept[0].question);
  assert.equal(buildMessages(past, 'next', [], 65536).length, 2 + 2 * past.length, 'a big window keeps them all');
});
