import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rankSettings} from '../../../tools/relevance/chooseFusion';

const row = (k: number, at1: number, at5: number, belowFloor: number) => ({settings: {k, depth: 50}, at1, at5, belowFloor});

test('fewest suites below their floors with keywords first, then the best sum over both runs', () => {
  const withKeywords = [row(1, 0.9, 1, 1), row(2, 0.8, 0.9, 0), row(3, 0.8, 0.95, 0)];
  // Without keywords, setting 2 gains more than setting 3 lost with them.
  const withoutKeywords = [row(3, 0.6, 0.8, 4), row(1, 0.7, 0.9, 0), row(2, 0.7, 0.8, 2)];
  const ranked = rankSettings(withKeywords, withoutKeywords);
  assert.deepEqual(
    ranked.map((r) => r.settings.k),
    [2, 3, 1],
  );
  assert.ok(Math.abs(ranked[0].score - (0.8 + 0.45 + 0.7 + 0.4)) < 1e-9);
  assert.equal(ranked[0].withoutKeywords.belowFloor, 2);
});

test('grids of different settings are refused, naming the setting', () => {
  assert.throws(() => rankSettings([row(1, 0.5, 0.5, 0)], [row(2, 0.5, 0.5, 0)]), /\{"k":1,"depth":50\} is in the first grid only/);
});
