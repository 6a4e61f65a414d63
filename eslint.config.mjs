// The lint of every TypeScript and JavaScript file the project owns, run by the
// README's test command (`npm run lint`) with zero warnings allowed:
// typescript-eslint's recommended rules everywhere, React's rules of hooks and
// jsx-a11y's recommended rules on the components, and eslint-plugin-regexp's
// checks for regular expressions whose time grows faster than their input in
// the code that ships.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus*/',
      '.test-builds/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/*/build/',
      'tests/fixtures/*/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not;
      // a rest sibling is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
  {
    // What the site, its build and the MCP server run on text they did not write (a reader's
    // query, a doc mid-edit, a setting): eslint-plugin-regexp finds the backtracking a run of
    // one repeated character sets off, in every pattern, where a timed test samples inputs.
    // It can miss attacks built of longer pieces (scslre's stated limits): review a new pattern
    // that can cross lines or repeat a group.
    files: ['plugins/**', 'src/**', 'config/**', 'mcp/**'],
    plugins: {regexp},
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      // The rules of hooks themselves. eslint-plugin-react-hooks 7's "recommended" set
      // also holds the React Compiler's rules, for code the compiler rewrites; this
      // site is not compiled by it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrolling regions (code blocks, wide tables, the answer log) take focus so a
      // keyboard reader can scroll them: WCAG 2.1.1, axe's scrollable-region-focusable.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table'], roles: ['region']}],
    },
  },
);
