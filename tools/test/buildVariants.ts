/**
 * Builds every variant the tests serve (tests/support/variants.ts), once per
 * test run, in order, one after the other with the persistent cache on, as a
 * maintainer would build: the order is itself tested (tests/builds/).
 *
 *   npx tsx tools/test/buildVariants.ts            every variant
 *   npx tsx tools/test/buildVariants.ts answers    only those named (kept in order)
 */
import {buildVariant, clearManifest} from '../../tests/support/buildVariant';
import {VARIANTS} from '../../tests/support/variants';

async function main(names: string[]): Promise<void> {
  const unknown = names.filter((n) => !VARIANTS.some((v) => v.name === n));
  if (unknown.length) throw new Error(`unknown build variant(s): ${unknown.join(', ')}; known: ${VARIANTS.map((v) => v.name).join(', ')}`);
  const wanted = names.length ? VARIANTS.filter((v) => names.includes(v.name)) : VARIANTS;
  if (!names.length) clearManifest();
  for (const v of wanted) {
    const entry = await buildVariant(v);
    console.log(`built ${v.name.padEnd(15)} ${String(entry.seconds).padStart(6)} s  ${entry.outDir}`);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
