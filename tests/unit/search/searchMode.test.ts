import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaFromEnv} from '../../../config/env/search';
import {searchMode} from '../../../plugins/search/node/searchMode';

/** What docusaurus.config.ts does: the ALGOLIA_* variables (config/env/search.ts) choose the search mode. */
const searchModeFromEnv = (env: Record<string, string>) => searchMode(algoliaFromEnv(env));

test('no configuration: the local theme, and no Algolia config at all', () => {
  const mode = searchModeFromEnv({});
  assert.equal(mode.kind, 'local');
  assert.equal(mode.themes.length, 1);
  assert.match(String((mode.themes[0] as [string, unknown])[0]), /plugins\/search\/index\.ts$/);
  assert.deepEqual(mode.themeConfig, {});
});

test('all three variables: Algolia DocSearch with contextual search and the search page', () => {
  const mode = searchModeFromEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'katachi'});
  assert.equal(mode.kind, 'algolia');
  assert.deepEqual(mode.themes, []);
  assert.deepEqual(mode.themeConfig, {
    algolia: {appId: 'APP', apiKey: 'key', indexName: 'katachi', contextualSearch: true, searchPagePath: 'search'},
  });
});

test('a missing, blank or malformed Algolia setting fails naming the variable', () => {
  const algolia = (env: Record<string, string>) => () => searchModeFromEnv(env);
  assert.throws(algolia({ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}), /ALGOLIA_APP_ID not set/);
  assert.throws(algolia({ALGOLIA_APP_ID: 'a', ALGOLIA_SEARCH_API_KEY: '  ', ALGOLIA_INDEX_NAME: 'i'}), /ALGOLIA_SEARCH_API_KEY not set/);
  assert.throws(algolia({ALGOLIA_INDEX_NAME: 'i'}), /ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY not set/);
  assert.throws(
    algolia({ALGOLIA_APP_ID: 'APP-1', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}),
    /ALGOLIA_APP_ID must be letters and digits/,
  );
  assert.throws(
    algolia({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k ey', ALGOLIA_INDEX_NAME: 'i'}),
    /ALGOLIA_SEARCH_API_KEY must not contain white space/,
  );
  // Surrounding white space (a pasted value) is trimmed, as for every other variable.
  assert.equal(searchModeFromEnv({ALGOLIA_APP_ID: ' APP\n', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'katachi'}).kind, 'algolia');
});
