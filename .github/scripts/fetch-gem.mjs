// Provides the katachi gem the docs describe, for the deployment build's Run
// buttons: prints the gem's folder (a checkout with lib/katachi.rb) for KATACHI_PATH.
//
//   node .github/scripts/fetch-gem.mjs <version> <destination>
//
// When the site lives inside the gem's own repository (the repository root,
// one folder up, has lib/katachi.rb), that checkout is used as it is.
// Otherwise the released .gem is downloaded from RubyGems, its SHA-256 checked
// against the one RubyGems publishes for that version (a mismatch stops the
// deployment), and its files unpacked into <destination>. RUBYGEMS_URL points
// it at another registry (the tests use a local one).
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [version, destination] = process.argv.slice(2);
const registry = (process.env.RUBYGEMS_URL ?? 'https://rubygems.org').replace(/\/+$/, '');
const checkoutAbove = path.resolve(process.cwd(), '..');

function fail(message) {
  console.error(`fetch-gem: ${message}`);
  process.exit(1);
}

async function fetchOk(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    fail(`could not reach ${url} for ${what}: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) fail(`${url} answered ${response.status} for ${what}`);
  return response;
}

if (!version || !destination) fail('usage: node .github/scripts/fetch-gem.mjs <version> <destination>');

if (fs.existsSync(path.join(checkoutAbove, 'lib', 'katachi.rb'))) {
  console.error(`fetch-gem: the site is inside the gem's repository; using that checkout (${checkoutAbove})`);
  console.log(checkoutAbove);
  process.exit(0);
}

const versions = await (await fetchOk(`${registry}/api/v1/versions/katachi.json`, 'the published versions')).json();
const published = Array.isArray(versions) ? versions.find((v) => v.number === version && (v.platform ?? 'ruby') === 'ruby') : undefined;
if (!published?.sha) fail(`RubyGems lists no katachi ${version} with a SHA-256`);

const gem = Buffer.from(await (await fetchOk(`${registry}/downloads/katachi-${version}.gem`, `katachi-${version}.gem`)).arrayBuffer());
const sha = createHash('sha256').update(gem).digest('hex');
if (sha !== published.sha) fail(`katachi-${version}.gem has SHA-256 ${sha}, but RubyGems publishes ${published.sha}: not deploying with it`);

// A .gem is a tar archive; the gem's files are in its data.tar.gz.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'katachi-gem-'));
const gemFile = path.join(work, `katachi-${version}.gem`);
fs.writeFileSync(gemFile, gem);
execFileSync('tar', ['-xf', gemFile, '-C', work, 'data.tar.gz']);
fs.mkdirSync(destination, {recursive: true});
execFileSync('tar', ['-xzf', path.join(work, 'data.tar.gz'), '-C', destination]);
fs.rmSync(work, {recursive: true, force: true});
if (!fs.existsSync(path.join(destination, 'lib', 'katachi.rb'))) fail(`katachi-${version}.gem has no lib/katachi.rb`);

console.error(`fetch-gem: katachi ${version} (SHA-256 ${sha}, as published) unpacked into ${destination}`);
console.log(path.resolve(destination));
