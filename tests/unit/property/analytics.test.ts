import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {analyticsEndpointFromEnv, isPageView, pageViewOf} from '../../../plugins/analytics/pageView';
import {runs} from './hostileStrings';

const pathname = fc.constantFrom('/katachi/', '/katachi/docs/Features/Hashes', '/katachi/docs/FAQ', '/katachi/search');
const search = fc.oneof(fc.constant(''), fc.string({maxLength: 12}).map((s) => `?q=${encodeURIComponent(s)}`));
const hash = fc.oneof(fc.constant(''), fc.string({maxLength: 12}).map((s) => `#${s}`));
const location = fc.record({pathname, search, hash});

test('the first page load is a page view', () => {
  assert.equal(isPageView({pathname: '/katachi/'}, null), true);
  assert.equal(isPageView({pathname: '/katachi/'}, undefined), true);
});

test('a change of pathname is a page view; a change of only the hash or the query is not', () => {
  fc.assert(
    fc.property(location, location, (from, to) => {
      assert.equal(isPageView(to, from), to.pathname !== from.pathname);
      assert.equal(isPageView({...from, hash: to.hash}, from), false);
      assert.equal(isPageView({...from, search: to.search}, from), false);
    }),
    runs(200),
  );
});

test('the page view carries the path and title only: no query string, hash or anything else', () => {
  fc.assert(
    fc.property(location, fc.string(), (at, title) => {
      const view = pageViewOf(at, title);
      assert.deepEqual(view, {type: 'pageview', path: at.pathname, title});
    }),
    runs(100),
  );
});

test('ANALYTICS_ENDPOINT: unset or blank is off; an absolute http(s) URL is on; anything else stops the build', () => {
  assert.equal(analyticsEndpointFromEnv({}), null);
  assert.equal(analyticsEndpointFromEnv({ANALYTICS_ENDPOINT: '  '}), null);
  assert.equal(analyticsEndpointFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.org/collect'}), 'https://stats.example.org/collect');
  assert.throws(() => analyticsEndpointFromEnv({ANALYTICS_ENDPOINT: '/collect'}), /absolute URL/);
  assert.throws(() => analyticsEndpointFromEnv({ANALYTICS_ENDPOINT: 'javascript:alert(1)'}), /http\(s\)/);
  assert.throws(() => analyticsEndpointFromEnv({ANALYTICS_ENDPOINT: 'https://user:pw@stats.example.org/'}), /credentials/);
});
