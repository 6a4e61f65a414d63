/**
 * The layering, enforced by the README's test command (`npm run lint`):
 * no import circles; answers build on search, never the reverse; plugins never
 * import the site's configuration (config/); the site's code (config/, plugins,
 * src/) never imports tests or tools.
 */
// The site and what ships with it (the MCP server): never importing tests or tools.
const SITE_CODE = '^(config|mcp|plugins|src)/';

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
    {
      name: 'search-does-not-import-answers',
      severity: 'error',
      comment: 'Answers build on search: search offers @theme/SearchModalAddon, which the answer mode fills.',
      from: {path: '^plugins/search/'},
      to: {path: '^plugins/answers/'},
    },
    {
      name: 'browser-code-does-not-import-build-code',
      severity: 'error',
      comment: "A plugin's client/ and theme/ run in the browser; node/ runs at build time. They share shared/ only.",
      from: {path: '^plugins/[^/]+/(client|theme)/'},
      to: {path: '^plugins/[^/]+/(node/|index\\.ts$|options\\.ts$)'},
    },
    {
      name: 'plugins-do-not-import-site-config',
      severity: 'error',
      comment: 'config/ (the environment, read once) feeds the plugins plain options; plugins never import it.',
      from: {path: '^plugins/'},
      to: {path: '^config/'},
    },
    {
      name: 'site-code-does-not-import-tests-or-tools',
      severity: 'error',
      comment: 'Tests and tools may use the site code, never the reverse.',
      from: {path: SITE_CODE},
      to: {path: '^(tests|tools)/'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|\\.docusaurus|\\.test-builds|tests/fixtures/[^/]+/(build|\\.docusaurus))'},
    tsConfig: {fileName: 'tsconfig.json'},
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types']},
  },
};
