// The context window's split, pinned to the figures the docs state (budget.ts), not
// measured with the functions under test.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {charsForTokens, contextBudget, estimateTokens} from '../../../plugins/answers/client/budget';

test('at 4,096 tokens: 1,024 for the answer, 682 for earlier turns, the rest for sections', () => {
  assert.deepEqual(contextBudget(4096, 300), {answer: 1024, history: 682, sections: 4096 - 1024 - 682 - 300});
});

test('the answer keeps at most 2,048 tokens of a large window', () => {
  assert.deepEqual(contextBudget(32_768, 500), {answer: 2048, history: 5461, sections: 32_768 - 2048 - 5461 - 500});
});

test('a window below 2,048 tokens is taken as 2,048; fractions are dropped; sections never go below zero', () => {
  assert.deepEqual(contextBudget(512, 100), contextBudget(2048, 100));
  assert.deepEqual(contextBudget(2048, 100), {answer: 512, history: 341, sections: 2048 - 512 - 341 - 100});
  assert.deepEqual(contextBudget(4096.9, 0), contextBudget(4096, 0));
  assert.equal(contextBudget(2048, 5000).sections, 0);
});

test('3 characters per token, rounded up; its inverse rounded down and never negative', () => {
  assert.equal(estimateTokens(''), 0);
  assert.equal(estimateTokens('abc'), 1);
  assert.equal(estimateTokens('abcd'), 2);
  assert.equal(charsForTokens(10), 30);
  assert.equal(charsForTokens(-5), 0);
});
