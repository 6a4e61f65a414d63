// Exports the repository variables the site's build reads (README, "Building and deploying")
// into $GITHUB_ENV for the next steps. Only names with a known prefix pass, so
// a variable meant for something else (PATH, NODE_OPTIONS…) cannot change the build.
// A name whose prefix is one letter off one of them (ANALYTIC_PROVIDER) stops the
// deployment: dropped, it would leave its feature silently off.
import {appendFileSync} from 'node:fs';
import {randomUUID} from 'node:crypto';

const PREFIXES = ['ALGOLIA_', 'ANALYTICS_', 'ANNOUNCEMENT_', 'ASK_AI_', 'PLAUSIBLE_', 'UMAMI_', 'POSTHOG_'];

/** Whether a and b differ by one letter added, removed or changed. */
function oneEditApart(a, b) {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x, skip) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

const prefixOf = (name) => name.slice(0, name.indexOf('_') + 1);

const variables = JSON.parse(process.env.REPOSITORY_VARIABLES || '{}');
const target = process.env.GITHUB_ENV;
if (!target) throw new Error('GITHUB_ENV is not set: run this inside a GitHub Actions step');

const misspelled = Object.keys(variables).flatMap((name) => {
  if (PREFIXES.some((prefix) => name.startsWith(prefix))) return [];
  const near = PREFIXES.find((prefix) => prefixOf(name) && oneEditApart(prefixOf(name), prefix));
  return near ? [`${name}: did you mean ${near}${name.slice(prefixOf(name).length)}?`] : [];
});
if (misspelled.length > 0) {
  for (const line of misspelled) console.error(`::error::Repository variable ${line} (not passed to the build)`);
  process.exit(1);
}

for (const [name, value] of Object.entries(variables)) {
  if (!PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
  // The heredoc form keeps values with newlines intact.
  const delimiter = `EOF_${randomUUID()}`;
  appendFileSync(target, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
  console.log(`build variable: ${name}`);
}
