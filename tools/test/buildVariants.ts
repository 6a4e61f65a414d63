/**
 * Builds every variant the tests serve (tests/support/variants.ts), once per
 * test run, with the persistent cache on, as a maintainer would build: two
 * lanes side by side, each one build after the other (the order within a lane
 * is itself tested, tests/builds/).
 *
 *   npx tsx tools/test/buildVariants.ts            every variant, in its lane
 *   npx tsx tools/test/buildVariants.ts answers    only those named, one after the other
 */
import {buildVariant, clearManifest} from '../../tests/support/buildVariant';
import {BUILD_LANES, VARIANTS, variant, type VariantName} from '../../tests/support/variants';

async function buildLane(names: readonly VariantName[], lane: number): Promise<void> {
  for (const name of names) {
    // Lane 0 uses .docusaurus/ like `npm run build`; the others a folder of their own.
    const entry = await buildVariant(variant(name), {lane, ownGeneratedFiles: lane === 0 ? undefined : `.docusaurus-lane-${lane}`});
    console.log(`built ${name.padEnd(15)} ${String(entry.seconds).padStart(6)} s  lane ${lane}  ${entry.outDir}`);
  }
}

async function main(names: string[]): Promise<void> {
  const unknown = names.filter((n) => !VARIANTS.some((v) => v.name === n));
  if (unknown.length) throw new Error(`unknown build variant(s): ${unknown.join(', ')}; known: ${VARIANTS.map((v) => v.name).join(', ')}`);
  if (names.length) return buildLane(names as VariantName[], 0);
  clearManifest();
  // Both lanes run to their end, so a failure in one leaves no build of the other running.
  const lanes = await Promise.allSettled(BUILD_LANES.map((lane, index) => buildLane(lane, index)));
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
