// `npm run check:ruby [-- FILE_OR_DIR ...]`
//
// Always: syntax-check every Ruby example in docs/ (and src/pages/ consts named
// `...RubyExample`). With KATACHI_PATH set to a checkout of the gem: also run
// each example (unless its fence says `skip-run`) and check its `# =>` values.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkExamples, formatReport} from './check';
import {findSources} from './extract';
import {isGemCheckout} from '../../plugins/examples/node/gemFiles';

const DEFAULT_TARGETS = ['docs', 'src/pages'];

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    console.log('usage: npm run check:ruby [-- FILE_OR_DIR ...]   (default: docs/ and src/pages/)');
    console.log('set KATACHI_PATH=/path/to/katachi (a checkout of the gem) to also run the examples');
    return 0;
  }
  const targets = args.length > 0 ? args : DEFAULT_TARGETS.filter((t) => existsSync(t));

  let gemDir: string | undefined;
  const katachiPath = process.env.KATACHI_PATH;
  if (katachiPath) {
    gemDir = path.resolve(katachiPath);
    if (!(await isGemCheckout(gemDir))) {
      console.error(`ruby examples: KATACHI_PATH=${katachiPath} is not a checkout of the katachi gem (no lib/katachi.rb in ${gemDir})`);
      return 2;
    }
  }

  const started = Date.now();
  const files = await findSources(targets);
  const result = await checkExamples({files, gemDir, onReport: (r) => console.log(formatReport(r))});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  if (gemDir) {
    console.log(`ruby examples: ran ${result.ran} blocks against the gem at ${gemDir} (${result.skippedRun} marked skip-run) in ${seconds}s`);
  } else {
    console.log(
      'ruby examples: syntax only; running them against the gem was skipped ' +
        '(to enable: KATACHI_PATH=/path/to/katachi-checkout npm run check:ruby)',
    );
  }
  console.log(`ruby examples: ${result.blocks} blocks, ${result.passed} passed, ${result.failed} failed`);
  return result.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 2;
  },
);
