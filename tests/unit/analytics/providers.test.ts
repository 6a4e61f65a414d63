/**
 * Each service's request, field by field, as its documentation describes it
 * (see the comment at the top of each provider file for the reference).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {outgoingOf, sentDespiteDecline, sentTitle, type Outgoing, type PageContext} from '../../../plugins/analytics/client/outgoing';
import {plausibleRequest} from '../../../plugins/analytics/client/providers/plausible';
import {umamiRequest} from '../../../plugins/analytics/client/providers/umami';
import {posthogRequest, pageLoadId} from '../../../plugins/analytics/client/providers/posthog';
import {endpointRequest} from '../../../plugins/analytics/client/providers/endpoint';

const page: PageContext = {
  origin: 'https://jtannas.github.io',
  hostname: 'jtannas.github.io',
  pathname: '/katachi/docs/FAQ',
  title: 'FAQ | Katachi',
  language: 'en-GB',
  screen: '1280x720',
};
const pageview: Outgoing = {name: 'pageview'};
const search = outgoingOf({name: 'search', props: {query: 'any_of', results: 7}}, false, page.origin);
const opened = outgoingOf(
  {name: 'search_result_opened', props: {query: 'hash', position: 2, url: '/katachi/docs/Features/Hashes#strict?x=1'}},
  false,
  page.origin,
);
const helpful = outgoingOf({name: 'page_helpful', props: {helpful: false, path: '/katachi/docs/FAQ'}}, false, page.origin);
const feedback = outgoingOf({name: 'answer_feedback', props: {helpful: true, question: 'How do I compare hashes?'}}, false, page.origin);

const plausible = {kind: 'plausible' as const, endpoint: 'https://plausible.io/api/event', domain: 'jtannas.github.io'};
const umami = {kind: 'umami' as const, endpoint: 'https://cloud.umami.is/api/send', website: '4f1a2b3c-5d6e-4f70-8a9b-0c1d2e3f4a5b'};
const posthog = {kind: 'posthog' as const, endpoint: 'https://us.i.posthog.com/i/v0/e/', apiKey: 'phc_key'};
const generic = {kind: 'endpoint' as const, endpoint: 'https://stats.example.org/collect'};

test('events carry their props; the URL opened loses its hash and query string', () => {
  assert.deepEqual(search, {name: 'search', props: {query: 'any_of', results: 7}});
  assert.deepEqual(opened, {name: 'search_result_opened', props: {query: 'hash', position: 2, url: '/katachi/docs/Features/Hashes'}});
  assert.deepEqual(helpful, {name: 'page_helpful', props: {helpful: false, path: '/katachi/docs/FAQ'}});
  assert.deepEqual(feedback, {name: 'answer_feedback', props: {question: 'How do I compare hashes?', helpful: true}});
});

test('the no-query switch drops the query and question text, and only that', () => {
  const origin = page.origin;
  assert.deepEqual(outgoingOf({name: 'search', props: {query: 'any_of', results: 7}}, true, origin), {name: 'search', props: {results: 7}});
  assert.deepEqual(outgoingOf({name: 'search_result_opened', props: {query: 'hash', position: 2, url: '/katachi/x'}}, true, origin), {
    name: 'search_result_opened',
    props: {position: 2, url: '/katachi/x'},
  });
  assert.deepEqual(outgoingOf({name: 'answer_feedback', props: {helpful: true, question: 'q'}}, true, origin), {
    name: 'answer_feedback',
    props: {helpful: true},
  });
  assert.deepEqual(outgoingOf({name: 'page_helpful', props: {helpful: true, path: '/katachi/x'}}, true, origin).name, 'page_helpful');
});

test('the no-query switch drops the title of a page reached with a query string (the search page repeats the query in it)', () => {
  const title = 'Search results for "jane@example.com" | Katachi';
  assert.equal(sentTitle(title, '?q=jane%40example.com', true), '');
  assert.equal(sentTitle(title, '?q=jane%40example.com', false), title);
  assert.equal(sentTitle('FAQ | Katachi', '', true), 'FAQ | Katachi');
  assert.equal(sentTitle('FAQ | Katachi', '?', true), 'FAQ | Katachi', 'a bare "?" carries nothing');
});

test('a browser asking not to be tracked (GPC, DNT) sends only the feedback its reader gives', () => {
  const names = ['pageview', 'search', 'search_result_opened', 'page_helpful', 'answer_feedback'] as const;
  const sent = (signals: Parameters<typeof sentDespiteDecline>[1]) => names.filter((name) => sentDespiteDecline(name, signals));
  assert.deepEqual(sent({}), [...names]);
  assert.deepEqual(sent({globalPrivacyControl: false, doNotTrack: '0'}), [...names]);
  assert.deepEqual(sent({doNotTrack: 'unspecified'}), [...names]);
  assert.deepEqual(sent({globalPrivacyControl: true}), ['page_helpful', 'answer_feedback']);
  assert.deepEqual(sent({doNotTrack: '1'}), ['page_helpful', 'answer_feedback']);
});

test('Plausible: POST {host}/api/event, JSON {name, url, domain, props} with string props; no referrer', () => {
  const view = plausibleRequest(plausible, pageview, page);
  assert.equal(view.url, 'https://plausible.io/api/event');
  assert.equal(view.contentType, 'application/json');
  assert.deepEqual(JSON.parse(view.body), {name: 'pageview', url: 'https://jtannas.github.io/katachi/docs/FAQ', domain: 'jtannas.github.io'});
  assert.deepEqual(JSON.parse(plausibleRequest(plausible, search, page).body), {
    name: 'search',
    url: 'https://jtannas.github.io/katachi/docs/FAQ',
    domain: 'jtannas.github.io',
    props: {query: 'any_of', results: '7'},
  });
  assert.deepEqual(JSON.parse(plausibleRequest(plausible, helpful, page).body).props, {helpful: 'false', path: '/katachi/docs/FAQ'});
});

test('Umami: POST {host}/api/send, {type: "event", payload: {website, hostname, language, referrer, screen, title, url, name?, data?}}', () => {
  const view = umamiRequest(umami, pageview, page);
  assert.equal(view.url, 'https://cloud.umami.is/api/send');
  assert.equal(view.contentType, 'application/json');
  assert.deepEqual(JSON.parse(view.body), {
    type: 'event',
    payload: {
      website: umami.website,
      hostname: 'jtannas.github.io',
      language: 'en-GB',
      referrer: '',
      screen: '1280x720',
      title: 'FAQ | Katachi',
      url: '/katachi/docs/FAQ',
    },
  });
  const event = JSON.parse(umamiRequest(umami, opened, page).body);
  assert.equal(event.payload.name, 'search_result_opened');
  assert.deepEqual(event.payload.data, {query: 'hash', position: 2, url: '/katachi/docs/Features/Hashes'});
});

test('PostHog: POST {host}/i/v0/e/, {api_key, event, distinct_id, properties, timestamp}, anonymous', () => {
  const at = new Date('2026-01-02T03:04:05.000Z');
  const build = posthogRequest('load-1', () => at);
  const view = build(posthog, pageview, page);
  assert.equal(view.url, 'https://us.i.posthog.com/i/v0/e/');
  assert.equal(view.contentType, 'application/json');
  assert.deepEqual(JSON.parse(view.body), {
    api_key: 'phc_key',
    event: '$pageview',
    distinct_id: 'load-1',
    properties: {
      $current_url: 'https://jtannas.github.io/katachi/docs/FAQ',
      $host: 'jtannas.github.io',
      $pathname: '/katachi/docs/FAQ',
      $process_person_profile: false,
      title: 'FAQ | Katachi',
    },
    timestamp: '2026-01-02T03:04:05.000Z',
  });
  const event = JSON.parse(build(posthog, feedback, page).body);
  assert.equal(event.event, 'answer_feedback');
  assert.equal(event.properties.question, 'How do I compare hashes?');
  assert.equal(event.properties.helpful, true);
  assert.equal(event.properties.$process_person_profile, false);
});

test('PostHog distinct ids are random per page load, not derived from anything', () => {
  const ids = new Set(Array.from({length: 50}, () => pageLoadId()));
  assert.equal(ids.size, 50);
  for (const id of ids) assert.match(id, /^[0-9a-f]{32}$/);
});

test('generic endpoint: the page view keeps its original shape; events add {type: "event", name, path, props}', () => {
  const view = endpointRequest(generic, pageview, page);
  assert.equal(view.url, 'https://stats.example.org/collect');
  assert.equal(view.contentType, 'text/plain;charset=UTF-8');
  assert.equal(view.mode, 'no-cors');
  assert.deepEqual(JSON.parse(view.body), {type: 'pageview', path: '/katachi/docs/FAQ', title: 'FAQ | Katachi'});
  assert.deepEqual(JSON.parse(endpointRequest(generic, search, page).body), {
    type: 'event',
    name: 'search',
    path: '/katachi/docs/FAQ',
    props: {query: 'any_of', results: 7},
  });
});
