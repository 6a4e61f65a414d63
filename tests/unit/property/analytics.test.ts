import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {isPageView} from '../../../plugins/analytics/client/pageView';
import {bareUrl, outgoingOf} from '../../../plugins/analytics/client/outgoing';
import {parseAnalyticsEvent} from '../../../plugins/analytics/shared/events';
import {runs} from './hostileStrings';

const pathname = fc.constantFrom('/katachi/', '/katachi/docs/Features/Hashes', '/katachi/docs/FAQ', '/katachi/search');
const search = fc.oneof(
  fc.constant(''),
  fc.string({maxLength: 12}).map((s) => `?q=${encodeURIComponent(s)}`),
);
const hash = fc.oneof(
  fc.constant(''),
  fc.string({maxLength: 12}).map((s) => `#${s}`),
);
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

test('no URL that leaves the page keeps its query string or hash', () => {
  const origin = 'https://docs.example.org';
  fc.assert(
    fc.property(location, (at) => {
      const url = `${at.pathname}${at.search}${at.hash}`;
      assert.equal(bareUrl(url, origin), at.pathname);
      assert.equal(bareUrl(origin + url, origin), at.pathname);
      const opened = outgoingOf({name: 'search_result_opened', props: {query: 'q', position: 1, url}}, false, origin);
      assert.equal(opened.name !== 'pageview' && opened.props.url, at.pathname);
    }),
    runs(200),
  );
});

test('any detail a page dispatches is either a well-formed event or ignored, never thrown on', () => {
  fc.assert(
    fc.property(fc.anything(), (detail) => {
      const event = parseAnalyticsEvent(detail);
      if (event) assert.ok(['search', 'search_closed', 'search_result_opened', 'page_helpful', 'answer_feedback'].includes(event.name));
    }),
    runs(300),
  );
  // Details close to real ones (a known name, props of any type): those accepted are well formed.
  const names = ['search', 'search_closed', 'search_result_opened', 'page_helpful', 'answer_feedback', 'other'] as const;
  const prop = fc.oneof(fc.string(), fc.integer({min: -3, max: 300}), fc.boolean(), fc.constant(null), fc.double());
  const keys = ['query', 'results', 'position', 'url', 'helpful', 'path', 'question'] as const;
  const detail = fc.record({
    name: fc.constantFrom(...names),
    props: fc.record(Object.fromEntries(keys.map((key) => [key, prop])), {requiredKeys: []}),
  });
  const isText = (value: unknown) => typeof value === 'string' && value.length <= 200;
  const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  let accepted = 0;
  fc.assert(
    fc.property(detail, (sent) => {
      const event = parseAnalyticsEvent(sent);
      if (!event) return;
      accepted += 1;
      const props = event.props as Record<string, unknown>;
      if (event.name === 'search') assert.ok(isText(props.query) && isCount(props.results));
      if (event.name === 'search_result_opened')
        assert.ok(isText(props.query) && isCount(props.position) && (props.position as number) >= 1 && typeof props.url === 'string');
      if (event.name === 'page_helpful') assert.ok(typeof props.helpful === 'boolean' && typeof props.path === 'string');
      if (event.name === 'answer_feedback') assert.ok(typeof props.helpful === 'boolean' && isText(props.question));
      if (event.name === 'search_closed') assert.deepEqual(props, {});
    }),
    runs(1000),
  );
  assert.ok(accepted > 20, `${accepted} of the near-miss details were accepted: the checks above ran`);
  fc.assert(
    fc.property(fc.string(), fc.nat(), (query, results) => {
      const event = parseAnalyticsEvent({name: 'search', props: {query, results, extra: 'dropped'}});
      assert.deepEqual(Object.keys(event!.props).sort(), ['query', 'results']);
      assert.ok((event as {props: {query: string}}).props.query.length <= 200);
    }),
    runs(200),
  );
});
