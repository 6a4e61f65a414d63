// Exports the repository variables the site's build reads (README, "Building and deploying")
// into $GITHUB_ENV for the next steps. Only names with a known prefix pass, so
// a variable meant for something else (PATH, NODE_OPTIONS…) cannot change the build.
import {appendFileSync} from 'node:fs';
import {randomUUID} from 'node:crypto';

const PREFIXES = ['ALGOLIA_', 'ANALYTICS_', 'ANNOUNCEMENT_', 'ASK_AI_', 'PLAUSIBLE_', 'UMAMI_', 'POSTHOG_'];

const variables = JSON.parse(process.env.REPOSITORY_VARIABLES || '{}');
const target = process.env.GITHUB_ENV;
if (!target) throw new Error('GITHUB_ENV is not set: run this inside a GitHub Actions step');

for (const [name, value] of Object.entries(variables)) {
  if (!PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
  // The heredoc form keeps values with newlines intact.
  const delimiter = `EOF_${randomUUID()}`;
  appendFileSync(target, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
  console.log(`build variable: ${name}`);
}
