/**
 * The layering, enforced by the README's test command (`npm run lint`):
 * no import circles; answers build on search, never the reverse; plugins never
 * import the site's configuration (config/); the site's code (config/, plugins,
 * src/) never imports tests or tools.
 */
// The site and what ships with it (the MCP server): never importing tests or tools.
const SITE_CODE = '^(config|mcp|plugins|src)/';

/** A rule: no import from a module whose path matches `from` to one whose path matches `to`. */
const forbid = (name, comment, from, to) => ({name, severity: 'error', comment, from: {path: from}, to: {path: to}});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: split out what both sides need.',
      from: {},
      to: {circular: true},
    },
    forbid(
      'search-does-not-import-answers',
      'Answers build on search: search offers @theme/SearchModalAddon, which the answer mode fills.',
      '^plugins/search/',
      '^plugins/answers/',
    ),
    forbid(
      'browser-code-does-not-import-build-code',
      "A plugin's client/ and theme/ run in the browser; node/ runs at build time. They share shared/ only.",
      '^plugins/[^/]+/(client|theme)/',
      '^plugins/[^/]+/(node/|index\\.ts$|options\\.ts$)',
    ),
    forbid(
      'plugins-do-not-import-site-config',
      'config/ (the environment, read once) feeds the plugins plain options; plugins never import it.',
      '^plugins/',
      '^config/',
    ),
    forbid('site-code-does-not-import-tests-or-tools', 'Tests and tools may use the site code, never the reverse.', SITE_CODE, '^(tests|tools)/'),
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|\\.docusaurus|\\.test-builds|tests/fixtures/[^/]+/(build|\\.docusaurus))'},
    tsConfig: {fileName: 'tsconfig.json'},
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types']},
  },
};
