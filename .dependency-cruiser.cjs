/**
 * The layering, enforced by the README's test command (`npm run lint`):
 * no import circles; plugins import each other only along PLUGIN_ARROWS (answers
 * build on search, never the reverse); plugins never
 * import the site's configuration (config/); the site's code (config/, mcp/,
 * plugins, src/) never imports tests or tools; code that runs in the page never
 * imports build-time code or Node's built-ins; a plugin's shared/ imports neither side.
 */
// The site and what ships with it (the MCP server): never importing tests or tools.
const SITE_CODE = '^(config|mcp|plugins|src)/';

/**
 * The arrows between plugins (ARCHITECTURE.md, "The layering, checked"): each plugin may
 * import plugins/shared/ and these others, no more. Answers build on search (search offers
 * @theme/SearchModalAddon, which the answer mode fills; it never imports answers); search and
 * answers emit analytics' events (its small emitters, no analytics code); answers highlight
 * code with codeHighlight's languages.
 */
const PLUGIN_ARROWS = {
  answers: ['search', 'analytics', 'codeHighlight'],
  search: ['analytics'],
};

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
      'browser-code-does-not-import-build-code',
      "A plugin's client/ and theme/ (and src/) run in the browser; node/ runs at build time. They share shared/ only.",
      '^(plugins/[^/]+/(client|theme)/|src/)',
      '^plugins/[^/]+/(node/|index\\.ts$|options\\.ts$)',
    ),
    forbid(
      'shared-code-imports-neither-side',
      "A plugin's shared/ runs both at build time and in the page: it imports neither node/ nor client/ or theme/.",
      '^plugins/[^/]+/shared/',
      '^plugins/[^/]+/(node|client|theme)/',
    ),
    {
      name: 'browser-code-does-not-import-node-modules',
      severity: 'error',
      comment: "Code that runs in the page (a plugin's client/ and theme/, src/) imports no Node built-in (node:fs, path, …).",
      from: {path: '^(plugins/[^/]+/(client|theme)/|src/)'},
      to: {dependencyTypes: ['core']},
    },
    forbid(
      'plugins-do-not-import-site-config',
      'config/ (the environment, read once) feeds the plugins plain options; plugins never import it.',
      '^plugins/',
      '^config/',
    ),
    // A plugin imports plugins/shared/ and the plugins PLUGIN_ARROWS lists for it, no other.
    {
      name: 'plugins-import-each-other-only-along-the-arrows',
      severity: 'error',
      comment:
        'An import from one plugin into another that PLUGIN_ARROWS does not list: move what both need to plugins/shared/, or add the arrow (and to ARCHITECTURE.md).',
      from: {path: '^plugins/([^/]+)/', pathNot: `^plugins/(${Object.keys(PLUGIN_ARROWS).join('|')})/`},
      to: {path: '^plugins/', pathNot: ['^plugins/$1/', '^plugins/shared/']},
    },
    ...Object.entries(PLUGIN_ARROWS).map(([plugin, others]) => ({
      name: `${plugin}-imports-only-${others.join('-')}`,
      severity: 'error',
      comment: `${plugin} imports plugins/shared/ and ${others.join(', ')} only (PLUGIN_ARROWS).`,
      from: {path: `^plugins/${plugin}/`},
      to: {path: '^plugins/', pathNot: [`^plugins/(${[plugin, 'shared', ...others].join('|')})/`]},
    })),
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
