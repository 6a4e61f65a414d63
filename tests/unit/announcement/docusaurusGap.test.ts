import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {NEW_ANNOUNCEMENT_ATTRIBUTE, newAnnouncementScript} from '../../../plugins/announcement/index';

const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

test('Docusaurus still hides the bar for any closed announcement, without comparing ids (else delete plugins/announcement/index.ts)', () => {
  const inline = readFileSync(path.join(themeLib, 'inlineScripts.js'), 'utf8');
  const announcementScript = inline.slice(inline.indexOf('function getAnnouncementBarInlineScript'));
  assert.match(announcementScript, /docusaurus\.announcement\.dismiss/);
  assert.doesNotMatch(announcementScript, /announcement\.id/, 'Docusaurus now compares ids itself: the patch can go');
  const css = readFileSync(path.join(themeLib, 'theme/AnnouncementBar/styles.module.css'), 'utf8');
  assert.match(css, /html\[data-announcement-bar-initially-dismissed='true'\] \.announcementBar \{\s*display: none;/);
});

function runScript(id: string, stored: string | null, namespace = ''): Record<string, string> {
  const attributes: Record<string, string> = {};
  const storage = {getItem: (key: string) => (key === `docusaurus.announcement.id${namespace}` ? stored : null)};
  const window = {localStorage: storage};
  const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
  vm.runInNewContext(newAnnouncementScript(id, {type: 'localStorage', namespace}), {window, document});
  return attributes;
}

test('the patch marks <html> when the reader last saw another announcement, or none', () => {
  assert.deepEqual(runScript('release-2', 'release-1'), {[NEW_ANNOUNCEMENT_ATTRIBUTE]: 'true'});
  assert.deepEqual(runScript('release-2', null), {[NEW_ANNOUNCEMENT_ATTRIBUTE]: 'true'});
  assert.deepEqual(runScript('release-2', 'release-2'), {[NEW_ANNOUNCEMENT_ATTRIBUTE]: 'false'});
  assert.deepEqual(runScript('a"b', 'a"b', '-ns'), {[NEW_ANNOUNCEMENT_ATTRIBUTE]: 'false'});
});

test('storage that throws (blocked cookies) leaves the page alone', () => {
  const window = {
    localStorage: {
      getItem: () => {
        throw new Error('SecurityError');
      },
    },
  };
  assert.doesNotThrow(() => vm.runInNewContext(newAnnouncementScript('x', {type: 'localStorage', namespace: ''}), {window, document: {}}));
});

test('an id holding "</script>" cannot end the inline script, and still compares as itself', () => {
  const id = 'x</script><script>document.title="INJECTED"</script>';
  assert.doesNotMatch(newAnnouncementScript(id, {type: 'localStorage', namespace: ''}), /<\/script/i);
  assert.deepEqual(runScript(id, id), {[NEW_ANNOUNCEMENT_ATTRIBUTE]: 'false'});
});
