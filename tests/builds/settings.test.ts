/**
 * Every setting takes effect on the next build, whatever was built before.
 *
 * The builder (tools/test/buildVariants.ts) made the test run's builds with
 * Docusaurus' persistent cache on, in two lanes, each one build after the
 * other, as a maintainer runs `npm run build` with one setting and then
 * another: the default site, the answer mode and the default again in one
 * lane; analytics, Algolia with the announcement bar and Run off, and
 * analytics again in the other. Each folder must hold exactly the features its own
 * settings ask for: a cache that kept an earlier build's modules (the answer
 * mode missing after a default build, or left over after one) fails here.
 * The modal of these builds is opened in tests/e2e/site/build-variants.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readManifest} from '../support/buildVariant';
import {featuresAskedBy, featuresOf, type BuildFeatures} from '../support/buildFeatures';
import {BUILD_LANES} from '../support/variants';

const built = readManifest();
const lanes = BUILD_LANES.map((_, lane) => built.filter((entry) => entry.lane === lane));

test('the builder made every variant, each lane in order, with the persistent cache on', () => {
  assert.deepEqual(
    lanes.map((lane) => lane.map((entry) => entry.name)),
    BUILD_LANES,
    'run `npx tsx tools/test/buildVariants.ts` first (the README test command does)',
  );
  for (const entry of built) assert.equal(entry.persistentCache, true, `${entry.name} was built with DOCUSAURUS_NO_PERSISTENT_CACHE`);
  // What ships, and what the size and speed checks read, is minified like a deployment.
  assert.equal(built.find((entry) => entry.name === 'default')?.minified, true, 'build/ is minified');
});

/** The value of each feature that means "on". */
const ON: Omit<BuildFeatures, 'runnableExamples'> = {answerMode: true, analytics: true, announcement: true, search: 'algolia'};

test('consecutive builds of a lane switch every setting on and back off', () => {
  for (const feature of Object.keys(ON) as (keyof typeof ON)[]) {
    const switches = new Set<string>();
    for (const lane of lanes) {
      const asked = lane.map((entry) => featuresAskedBy(entry.settings)[feature]);
      for (let i = 1; i < asked.length; i++) {
        if (asked[i] !== asked[i - 1]) switches.add(asked[i] === ON[feature] ? 'on' : 'off');
      }
    }
    assert.deepEqual([...switches].sort(), ['off', 'on'], `${feature} is switched on and back off between consecutive builds`);
  }
});

for (const entry of built) {
  test(`the ${entry.name} build has exactly the features its settings ask for`, () => {
    assert.deepEqual(featuresOf(entry.outDir), featuresAskedBy(entry.settings), JSON.stringify(entry.settings));
  });
}
