import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {workflowErrors} from './validateWorkflow';

const root = path.resolve(__dirname, '../../..');
const read = (name: string) => readFileSync(path.join(root, '.github/workflows', name), 'utf8');

type Step = {uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>};
/** A job runs its steps, or calls a workflow (`uses`) and has none. */
type Job = {steps?: Step[]; uses?: string; needs?: string | string[]; container?: string; environment?: {name: string}};
type Workflow = {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
};

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
const actionsUsed = (workflow: Workflow) => steps(workflow).flatMap((step) => (step.uses ? [step.uses.split('@')[0]] : []));

for (const name of ['deploy.yml', 'test.yml']) {
  test(`${name} is a valid GitHub Actions workflow`, async () => {
    assert.deepEqual(await workflowErrors(name, read(name)), []);
  });
}

test('the validator rejects a broken workflow, naming the line', async () => {
  const broken = read('deploy.yml')
    .replace('pages: write', 'pages: writ')
    .replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest')
    .replace(/^on:/m, 'onn:');
  const errors = await workflowErrors('deploy.yml', broken);
  assert.ok(
    errors.some((e) => /Unexpected value 'writ'/.test(e)),
    errors.join('\n'),
  );
  assert.ok(
    errors.some((e) => /runs-onn/.test(e)),
    errors.join('\n'),
  );
  assert.ok(
    errors.some((e) => /Line: \d+/.test(e)),
    errors.join('\n'),
  );
  assert.notDeepEqual(await workflowErrors('empty.yml', ''), []);
});

test('deploy.yml tests and builds on every push to main and deploys with the official Pages actions', () => {
  const workflow = parse(read('deploy.yml')) as Workflow;
  assert.deepEqual(workflow.on.push, {branches: ['main']});
  assert.equal(workflow.permissions.pages, 'write');
  assert.equal(workflow.permissions['id-token'], 'write');
  assert.ok(workflow.concurrency, 'deployments do not overlap');
  const used = actionsUsed(workflow);
  for (const action of [
    'actions/checkout',
    'actions/setup-node',
    'actions/configure-pages',
    'actions/upload-pages-artifact',
    'actions/deploy-pages',
  ]) {
    assert.ok(used.includes(action), `uses ${action}`);
  }
  const all = steps(workflow);
  assert.ok(
    all.some((s) => s.run === 'npm run build'),
    'builds the site',
  );
  assert.equal(all.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path, 'build');
  assert.equal(all.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth'], 0, 'full history for last-updated dates');
  assert.equal(workflow.jobs.deploy?.environment?.name, 'github-pages');
  // Only a tested commit is published: the build waits for test.yml, called as a whole.
  assert.equal(workflow.jobs.test?.uses, './.github/workflows/test.yml');
  assert.deepEqual([workflow.jobs.build?.needs].flat(), ['test']);
  assert.deepEqual([workflow.jobs.deploy?.needs].flat(), ['build']);
  const test = parse(read('test.yml')) as Workflow & {concurrency: {group: string}};
  assert.ok('workflow_call' in test.on, 'test.yml can be called');
  // Another run of Test on main (by hand) must not cancel a deployment's tests: the group is the run's own.
  assert.match(test.concurrency.group, /github\.run_id/);
});

test('test.yml runs the README test command on pull requests with Node 20 and the browsers from Debian', () => {
  const workflow = parse(read('test.yml')) as Workflow;
  assert.ok('pull_request' in workflow.on);
  const job = {...Object.values(workflow.jobs)[0]!, steps: Object.values(workflow.jobs)[0]!.steps ?? []};
  assert.match(job.container ?? '', /bookworm/, 'runs on Debian');
  const node = job.steps.find((s) => s.uses?.startsWith('actions/setup-node'));
  assert.equal(String(node?.with?.['node-version']), '20');
  assert.equal(node?.with?.cache, 'npm');
  assert.ok(
    job.steps.some((s) => /bash tools\/ensure-deps\.sh --always-apt/.test(s.run ?? '')),
    'installs the browsers like .ci/run',
  );
  const testAt = job.steps.findIndex((s) => s.run?.trim() === 'bash tools/test.sh');
  assert.ok(testAt >= 0, 'runs the README test command');
  assert.equal(job.steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth'], 0);
  // The gem, as deploy.yml gets it, before the tests: the Run tests do not skip on a pull request.
  assert.equal(workflow.env?.KATACHI_VERSION, (parse(read('deploy.yml')) as Workflow).env?.KATACHI_VERSION, 'the release deploy.yml ships');
  const fetchAt = job.steps.findIndex((s) =>
    /^gem_dir=\$\(node \.github\/scripts\/fetch-gem\.mjs "\$KATACHI_VERSION" .*\)\n.*KATACHI_PATH=\$gem_dir.*GITHUB_ENV/m.test(s.run ?? ''),
  );
  assert.ok(fetchAt >= 0 && fetchAt < testAt, 'fetches the gem before the tests');
});

test('deploy: only build-setting repository variables reach the build, newlines intact', async () => {
  const {execFileSync} = await import('node:child_process');
  const {mkdtempSync} = await import('node:fs');
  const os = await import('node:os');
  const envFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'gh-env-')), 'env');
  const variables = {ANNOUNCEMENT_TEXT: 'Two\nlines', ANALYTICS_ENDPOINT: 'https://s.example/c', PATH: '/evil', NODE_OPTIONS: '--x'};
  execFileSync(process.execPath, [path.join(root, '.github/scripts/export-build-variables.mjs')], {
    env: {REPOSITORY_VARIABLES: JSON.stringify(variables), GITHUB_ENV: envFile, PATH: process.env.PATH},
  });
  const written = readFileSync(envFile, 'utf8');
  // GitHub's multi-line form: NAME<<DELIMITER, value lines, DELIMITER.
  const parsed = Object.fromEntries([...written.matchAll(/^(\w+)<<(\S+)\n([\s\S]*?)\n\2$/gm)].map((m) => [m[1], m[3]]));
  assert.deepEqual(parsed, {ANNOUNCEMENT_TEXT: 'Two\nlines', ANALYTICS_ENDPOINT: 'https://s.example/c'});
});

test('deploy: a repository variable whose prefix is a letter off stops the deployment, naming the one meant', async () => {
  const {spawnSync} = await import('node:child_process');
  const {mkdtempSync} = await import('node:fs');
  const os = await import('node:os');
  const envFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'gh-env-')), 'env');
  const run = (variables: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(root, '.github/scripts/export-build-variables.mjs')], {
      env: {REPOSITORY_VARIABLES: JSON.stringify(variables), GITHUB_ENV: envFile, PATH: process.env.PATH},
      encoding: 'utf8',
    });
  const refused = run({ANALYTIC_PROVIDER: 'plausible', ASKAI_URL: 'https://a.example/v1', PLAUSIBLE_DOMAIN: 'x.example'});
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /::error::Repository variable ANALYTIC_PROVIDER: did you mean ANALYTICS_PROVIDER\?/);
  assert.match(refused.stderr, /ASKAI_URL: did you mean ASK_AI_URL\?/);
  assert.equal(run({AB_C: '1', MY_TOKEN: 'x', PLAUSIBLE_DOMAIN: 'x.example'}).status, 0, "other names are another tool's");
});

test('deploy: the build gets the pinned gem release (checksum-verified) and must have Run', () => {
  const workflow = parse(read('deploy.yml')) as Workflow;
  const version = workflow.env?.KATACHI_VERSION;
  assert.match(String(version), /^\d+(\.\d+)+$/, 'a pinned version');
  // The release the docs describe is the one the tests run the examples against.
  const shared = path.join(root, '../shared/katachi/gem-0.0.2.0/lib/katachi/version.rb');
  if (existsSync(shared)) assert.match(readFileSync(shared, 'utf8'), new RegExp(`VERSION = "${String(version).replaceAll('.', '\\.')}"`));
  const buildSteps = workflow.jobs.build.steps ?? [];
  const fetchAt = buildSteps.findIndex((s) => /node \.github\/scripts\/fetch-gem\.mjs "\$KATACHI_VERSION"/.test(s.run ?? ''));
  const buildAt = buildSteps.findIndex((s) => s.run?.trim() === 'npm run build');
  assert.ok(fetchAt >= 0, 'a step fetches the gem');
  assert.match(
    buildSteps[fetchAt].run!,
    /^gem_dir=\$\(node .*\)\n.*KATACHI_PATH=\$gem_dir.*GITHUB_ENV/m,
    'a failed fetch fails the step (an assignment, not inside echo)',
  );
  assert.ok(buildAt > fetchAt, 'the build comes after it');
  assert.equal(buildSteps[buildAt].env?.KATACHI_REQUIRE_RUN, 'true', 'the build refuses to go without Run');
});

test("the README's steps for the gem's repository name every script the workflows run", () => {
  const scripts = new Set(
    ['deploy.yml', 'test.yml'].flatMap((name) =>
      steps(parse(read(name)) as Workflow).flatMap((s) => [...(s.run ?? '').matchAll(/\.github\/scripts\/[\w.-]+/g)].map((m) => m[0])),
    ),
  );
  assert.ok(scripts.size > 0, 'the workflows run scripts of their own');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const inGemRepository = readme.slice(readme.indexOf("In the gem's repository"), readme.indexOf('\n\n', readme.indexOf("In the gem's repository")));
  assert.ok(inGemRepository.length > 0, "README.md has a paragraph on the gem's repository");
  // Run from docs/ there, each script is one folder up.
  for (const script of scripts) assert.ok(inGemRepository.includes(`node ../${script}`), `README.md tells the gem's repository to run ${script}`);
});
