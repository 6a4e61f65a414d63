/**
 * Every plugin and theme of the site validates its options the Docusaurus way
 * (a `validateOptions` export, Joi schemas from @docusaurus/utils-validation):
 * the site's own options pass, and a misspelled or mistyped option fails with
 * a message naming it. The last test goes through Docusaurus' own plugin
 * loading, as `docusaurus build` does, to show the failure stops the build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {PluginConfig} from '@docusaurus/types';
import siteConfig from '../../../docusaurus.config';

const ROOT = path.resolve(__dirname, '../../..');

type Validator = (context: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;

/** The site's plugins and themes of its own (not the classic preset's), by entry file, with their options. */
function ownPlugins(): {entry: string; options: Record<string, unknown>}[] {
  const configs = [...(siteConfig.themes ?? []), ...(siteConfig.plugins ?? [])] as PluginConfig[];
  return configs.map((config) => {
    const [name, options] = Array.isArray(config) ? config : [config, {}];
    assert.equal(typeof name, 'string', 'every plugin of the site is a module path');
    return {entry: path.resolve(ROOT, name as string), options: (options ?? {}) as Record<string, unknown>};
  });
}

function validatorOf(entry: string): Validator {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path, as Docusaurus loads a plugin's entry
  const module = require(entry) as {validateOptions?: Validator; default?: {validateOptions?: Validator}};
  const validate = module.default?.validateOptions ?? module.validateOptions;
  assert.equal(typeof validate, 'function', `${path.relative(ROOT, entry)} exports validateOptions`);
  return validate!;
}

const run = (entry: string, options: unknown) => validatorOf(entry)({validate: normalizePluginOptions, options});

/** For each plugin, options of the right name with a value of the wrong kind (one or more each). */
const WRONG_VALUES: Record<string, Array<[string, unknown]>> = {
  'plugins/search/index.ts': [
    ['pageRanks', {'docs/': 'first'}],
    ['externalUrlRegex', 42],
    ['startQueries', ['x'.repeat(65)]],
    ['startQueries', ['  ']],
    ['startQueries', ['nil', 'nil']],
  ],
  'plugins/answers/index.ts': [['config', {endpoint: 'not a url', model: 'm', contextTokens: 4096}]],
  'plugins/analytics/index.ts': [['config', {providers: [{kind: 'plausible', endpoint: 'https://p.example', domain: 'x'}], omitQueries: 'yes'}]],
  'plugins/announcement/index.ts': [['announcementId', 42]],
  'plugins/llms/index.ts': [
    ['sidebarLabels', {docsSidebar: 3}],
    ['openIn', ['gemini-of-nowhere']],
  ],
  'plugins/lazyStyles/index.ts': [['stylesheets', ['relative/styles.css']]],
  'plugins/examples/index.ts': [['gemDir', 'relative/gem']],
};

/** Every folder of plugins/ but the code they share (plugins/shared/) is a plugin of the site. */
const PLUGIN_FOLDERS = fs
  .readdirSync(path.join(ROOT, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

test('every plugin folder has the same shape and is one of the site’s plugins, so the tests below cover it', () => {
  for (const name of PLUGIN_FOLDERS) {
    for (const file of ['index.ts', 'options.ts', 'README.md']) {
      assert.ok(fs.existsSync(path.join(ROOT, 'plugins', name, file)), `plugins/${name}/${file}`);
    }
  }
  const listed = new Set(ownPlugins().map(({entry}) => path.relative(ROOT, entry)));
  // The local search theme is listed only while DocSearch is not configured (config/env/search.ts).
  assert.deepEqual(
    PLUGIN_FOLDERS.filter((name) => !listed.has(`plugins/${name}/index.ts`)),
    [],
  );
});

test("the site's own options pass every plugin's schema", () => {
  const plugins = ownPlugins();
  assert.ok(plugins.length >= PLUGIN_FOLDERS.length, `found ${plugins.length} plugins`);
  for (const {entry, options} of plugins) {
    const validated = run(entry, options) as Record<string, unknown>;
    assert.equal(validated.id, 'default', path.relative(ROOT, entry));
  }
});

for (const {entry, options} of ownPlugins()) {
  const name = path.relative(ROOT, entry);
  test(`${name}: a misspelled option fails, named`, () => {
    assert.throws(() => run(entry, {...options, stylesheetz: []}), /"stylesheetz" is not allowed/);
  });
  for (const [option, value] of WRONG_VALUES[name] ?? []) {
    test(`${name}: a wrong value of "${option}" fails, naming it`, () => {
      assert.throws(
        () => run(entry, {...options, [option]: value}),
        (error: Error) => error.message.includes(`"${option}`),
      );
    });
  }
}

test('options left out get their defaults from the schemas, as Docusaurus’ own plugins do', async () => {
  const {DEFAULT_OPTIONS} = await import('../../../plugins/search/shared/options');
  assert.deepEqual(run(path.join(ROOT, 'plugins/search/index.ts'), {}), {...DEFAULT_OPTIONS, id: 'default'});
  assert.deepEqual(run(path.join(ROOT, 'plugins/analytics/index.ts'), {}), {config: null, id: 'default'});
  const {ASSISTANT_IDS} = await import('../../../plugins/llms/shared/assistants');
  assert.deepEqual((run(path.join(ROOT, 'plugins/llms/index.ts'), {}) as {openIn: unknown}).openIn, [...ASSISTANT_IDS]);
});

/** The plugins that take no options: their options.ts re-exports the shared validator (plugins/shared/options.ts). */
const WITHOUT_OPTIONS = ['plugins/buildCache/index.ts', 'plugins/codeHighlight/index.ts', 'plugins/pageSpeed/index.ts'];

for (const name of WITHOUT_OPTIONS) {
  test(`${name}: takes no options; any option, even a plausible one, fails naming it`, () => {
    const listed = ownPlugins().find(({entry}) => path.relative(ROOT, entry) === name);
    assert.ok(listed, `${name} is one of the site's plugins`);
    assert.deepEqual(listed.options, {});
    assert.throws(() => run(listed.entry, {enabled: false}), /"enabled" is not allowed/);
  });
}

test('every plugin that takes options has a wrong-value case here', () => {
  const withOptions = ownPlugins()
    .filter(({options}) => Object.keys(options).length > 0)
    .map(({entry}) => path.relative(ROOT, entry));
  assert.deepEqual(
    withOptions.filter((name) => !WRONG_VALUES[name]),
    [],
  );
  assert.deepEqual(
    ownPlugins()
      .map(({entry}) => path.relative(ROOT, entry))
      .filter((name) => !WRONG_VALUES[name] && !WITHOUT_OPTIONS.includes(name)),
    [],
    'every plugin has a wrong-value case or is listed as taking no options',
  );
});

test('through Docusaurus’ plugin loading, a wrong option stops the build naming it', async () => {
  const {loadContext} = await import('@docusaurus/core/lib/server/site.js');
  const {initPlugins} = await import('@docusaurus/core/lib/server/plugins/init.js');
  // Beside the real config: Docusaurus resolves the config's module paths from the config's folder.
  const configFile = path.join(ROOT, `.docusaurus.config.options-test-${process.pid}.ts`);
  fs.writeFileSync(
    configFile,
    `import config from './docusaurus.config';\n` +
      `export default {...config, plugins: config.plugins.map((p) => Array.isArray(p) && String(p[0]).includes('llms') ? [p[0], {...p[1], sidebarLabelz: {}}] : p)};\n`,
  );
  try {
    const context = await loadContext({siteDir: ROOT, config: configFile});
    await assert.rejects(initPlugins(context), /"sidebarLabelz" is not allowed/);
  } finally {
    fs.rmSync(configFile, {force: true});
  }
});
