import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementFromEnv} from '../../../config/env/announcement';
import {announcementBar as barOf, type Announcement} from '../../../plugins/announcement/node/announcementBar';

/** What docusaurus.config.ts does: the ANNOUNCEMENT_* variables (config/env/announcement.ts) win over the configured announcement. */
const announcementBar = (configured: Announcement | null, env: Record<string, string>) =>
  barOf(configured, announcementFromEnv(env), {baseUrl: '/katachi/'});

test('off when nothing is configured', () => {
  assert.equal(announcementBar(null, {}), undefined);
  assert.equal(announcementBar(null, {ANNOUNCEMENT_TEXT: '   ', ANNOUNCEMENT_ID: 'x'}), undefined);
});

test('from the environment: escaped text, link, id, closeable', () => {
  const bar = announcementBar(null, {
    ANNOUNCEMENT_TEXT: 'Version <1.0> & "more"',
    ANNOUNCEMENT_URL: 'https://example.org/?a=1&b=2',
    ANNOUNCEMENT_LINK_TEXT: 'Notes',
    ANNOUNCEMENT_ID: 'release-1',
  });
  assert.deepEqual(bar, {
    id: 'release-1',
    content: 'Version &lt;1.0&gt; &amp; &quot;more&quot; <a href="https://example.org/?a=1&amp;b=2">Notes</a>',
    backgroundColor: '#a82329',
    textColor: '#ffffff',
    isCloseable: true,
  });
});

test('the environment wins over docusaurus.config.ts; the config alone works too', () => {
  const configured = {text: 'From the config', id: 'config-1'};
  assert.equal(announcementBar(configured, {})?.id, 'config-1');
  assert.equal(announcementBar(configured, {ANNOUNCEMENT_TEXT: 'From env', ANNOUNCEMENT_ID: 'env-1'})?.id, 'env-1');
});

test('without an id, a changed announcement gets a new id (so it shows again)', () => {
  const a = announcementBar(null, {ANNOUNCEMENT_TEXT: 'One'})!.id;
  const again = announcementBar(null, {ANNOUNCEMENT_TEXT: 'One'})!.id;
  const b = announcementBar(null, {ANNOUNCEMENT_TEXT: 'Two'})!.id;
  assert.equal(a, again);
  assert.notEqual(a, b);
  assert.match(a, /^announcement-[0-9a-f]{12}$/);
  // Only the link changed: a reader who closed the old one sees it again.
  const linked = (url: string) => announcementBar(null, {ANNOUNCEMENT_TEXT: 'One', ANNOUNCEMENT_URL: url})!.id;
  assert.notEqual(linked('/katachi/docs/FAQ'), linked('/katachi/docs/GettingStarted'));
  assert.notEqual(linked('/katachi/docs/FAQ'), a);
});

test('a link that is neither http(s) nor a site path stops the build with a clear message', () => {
  assert.throws(() => announcementBar(null, {ANNOUNCEMENT_TEXT: 'x', ANNOUNCEMENT_URL: 'javascript:alert(1)'}), /ANNOUNCEMENT_URL/);
  // A space would end the href early in the bar's HTML.
  assert.throws(
    () => announcementBar(null, {ANNOUNCEMENT_TEXT: 'x', ANNOUNCEMENT_URL: '/katachi/docs/FAQ onmouseover=alert(1)'}),
    /ANNOUNCEMENT_URL/,
  );
  assert.equal(
    announcementBar(null, {ANNOUNCEMENT_TEXT: 'x', ANNOUNCEMENT_URL: '/katachi/docs/FAQ'})?.content,
    'x <a href="/katachi/docs/FAQ">Read more</a>',
  );
});

test("a site path must carry the base path (else it leaves the site), and //host is another host's address", () => {
  const link = (url: string) => () => announcementBar(null, {ANNOUNCEMENT_TEXT: 'x', ANNOUNCEMENT_URL: url});
  assert.throws(link('/docs/FAQ'), /path on this site starting with its base path "\/katachi\/" \(ANNOUNCEMENT_URL\), got "\/docs\/FAQ"/);
  assert.throws(link('//evil.example.org/x'), /ANNOUNCEMENT_URL/);
  assert.doesNotThrow(link('/katachi/docs/FAQ'));
  assert.doesNotThrow(link('https://rubygems.org/gems/katachi'));
});

test('a mistake in docusaurus.config.ts is named as such, not as an environment variable', () => {
  assert.throws(() => announcementBar({text: 'Hi', url: 'docs/FAQ'}, {}), /ANNOUNCEMENT\.url in docusaurus\.config\.ts/);
  assert.throws(() => announcementBar({text: '  '}, {}), /ANNOUNCEMENT\.text in docusaurus\.config\.ts/);
});
