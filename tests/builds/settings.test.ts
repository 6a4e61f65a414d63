/**
 * Every setting takes effect on the next build, whatever was built before.
 *
 * The builder (tools/test/buildVariants.ts) made the test run's builds one
 * after the other with Docusaurus' persistent cache on, as a maintainer runs
 * `npm run build` with one setting and then another: the default site, the
 * answer mode, analytics, the announcement bar, Algolia with Run off, and the
 * default again. Each folder must hold exactly the features its own settings
 * ask for: a cache that kept an earlier build's modules (the answer mode
 * missing after a default build, or left over after one) fails here.
 * The modal of these builds is opened in tests/e2e/site/build-variants.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readManifest} from '../support/buildVariant';
import {featuresAskedBy, featuresOf} from '../support/buildFeatures';
import {VARIANTS} from '../support/variants';

const built = readManifest();

test('the builder made every variant, in order, with the persistent cache on', () => {
  assert.deepEqual(
    built.map((entry) => entry.name),
    VARIANTS.map((v) => v.name),
    'run `npx tsx tools/test/buildVariants.ts` first (the README test command does)',
  );
  for (const entry of built) assert.equal(entry.persistentCache, true, `${entry.name} was built with DOCUSAURUS_NO_PERSISTENT_CACHE`);
});

test('consecutive builds switch every setting both ways', () => {
  const asked = built.map((entry) => featuresAskedBy(entry.settings));
  for (const feature of ['answerMode', 'analytics', 'announcement', 'search'] as const) {
    let switchedOn = false;
    let switchedOff = false;
    for (let i = 1; i < asked.length; i++) {
      if (asked[i][feature] !== asked[i - 1][feature]) {
        if (asked[i][feature] === asked[0][feature]) switchedOff = true;
        else switchedOn = true;
      }
    }
    assert.ok(switchedOn && switchedOff, `${feature} is switched on and back off between consecutive builds`);
  }
});

for (const entry of built) {
  test(`the ${entry.name} build has exactly the features its settings ask for`, () => {
    assert.deepEqual(featuresOf(entry.outDir), featuresAskedBy(entry.settings), JSON.stringify(entry.settings));
  });
}
