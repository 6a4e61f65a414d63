/**
 * What the site says the gem needs is what the released gem declares: its version and the
 * Ruby its gemspec accepts, which RubyGems enforces at install (FACTS.md gives a wider range),
 * so the pages are held to the gemspec of the gem the tests run against.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {GEM_DIR, gemVersion} from '../../support/gem';

const ROOT = path.resolve(__dirname, '../../..');
const GEMSPEC = path.join(GEM_DIR, 'katachi.gemspec');
const skip = existsSync(GEMSPEC) ? false : `no katachi.gemspec at ${GEM_DIR} (set KATACHI_PATH to the released gem to run this test)`;

/** `[">= 3.2.0", "< 3.5"]` or `">= 3.2.0"` in the gemspec, written as the pages write it: `>= 3.2.0, < 3.5`. */
function requiredRuby(gemspec: string): string {
  const value = /required_ruby_version\s*=\s*(\[[^\]]*\]|"[^"]*")/.exec(gemspec)?.[1];
  if (!value) throw new Error('the gemspec sets no required_ruby_version');
  return [...value.matchAll(/"([^"]+)"/g)].map((m) => m[1]).join(', ');
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

test('the gemspec requirement is read as the pages write it', () => {
  assert.equal(requiredRuby('spec.required_ruby_version = [">= 3.2.0", "< 3.5"]'), '>= 3.2.0, < 3.5');
  assert.equal(requiredRuby('spec.required_ruby_version = ">= 3.1"'), '>= 3.1');
  assert.throws(() => requiredRuby('spec.name = "katachi"'), /no required_ruby_version/);
});

test("the Ruby the pages and llms.txt say the gem needs is the released gemspec's, with its version", {skip}, () => {
  const requirement = requiredRuby(readFileSync(GEMSPEC, 'utf8'));
  const version = gemVersion();
  assert.ok(version, 'version.rb gives a VERSION');
  for (const file of ['docs/GettingStarted.md', 'docs/FAQ.md', 'docusaurus.config.ts']) {
    const text = read(file);
    assert.ok(text.includes(`\`${requirement}\``), `${file} states the gemspec's Ruby requirement \`${requirement}\``);
    assert.ok(text.includes(version), `${file} names the version the requirement is of (${version})`);
  }
});
