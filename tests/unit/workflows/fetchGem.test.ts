/**
 * The deploy workflow's gem step (.github/scripts/fetch-gem.mjs), run as the
 * workflow runs it, against a local stand-in for RubyGems serving the released
 * gem's files (../shared/katachi/gem-0.0.2.0) packed as a .gem: it unpacks a
 * checkout the examples accept, refuses a download whose SHA-256 differs from
 * the published one, and inside the gem's own repository uses that checkout.
 * And a deployment build without the gem stops, saying how to provide it.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {examplesFromEnv} from '../../../config/env/examples';
import {examplesSetup} from '../../../plugins/examples/node/setup';
import {isGemCheckout} from '../../../plugins/examples/node/gemFiles';

const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, '.github/scripts/fetch-gem.mjs');
const RELEASE = path.resolve(ROOT, '../shared/katachi/gem-0.0.2.0');
const VERSION = '0.0.2.0';
/** Without the released gem beside the repository the tests that download it skip; the registry's other answers are still tested. */
const WITHOUT_RELEASE = !fs.existsSync(RELEASE) && 'no released gem beside the repository';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-gem-'));

/** A .gem as RubyGems ships one: a tar holding data.tar.gz with the gem's files. */
function packGem(): Buffer {
  const stage = path.join(work, 'stage');
  fs.mkdirSync(stage, {recursive: true});
  execFileSync('tar', ['-czf', path.join(stage, 'data.tar.gz'), '-C', RELEASE, 'lib', 'katachi.gemspec', 'LICENSE.txt']);
  const gem = path.join(work, `katachi-${VERSION}.gem`);
  execFileSync('tar', ['-cf', gem, '-C', stage, 'data.tar.gz']);
  return fs.readFileSync(gem);
}

let gem: Buffer;
let publishedSha = '';
let server: http.Server;
let registry = '';

before(async () => {
  gem = WITHOUT_RELEASE ? Buffer.alloc(0) : packGem();
  server = http.createServer((request, response) => {
    if (request.url === '/api/v1/versions/katachi.json') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify([{number: VERSION, platform: 'ruby', sha: publishedSha}]));
    } else if (request.url === `/downloads/katachi-${VERSION}.gem`) {
      response.end(gem);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(work, {recursive: true, force: true});
});

type Run = {status: number; stdout: string; stderr: string};

/** Runs the script as the workflow does (asynchronously: the stand-in registry answers from this process). */
function runScript(args: string[], cwd: string, registryUrl: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      {cwd, env: {...process.env, RUBYGEMS_URL: registryUrl}, encoding: 'utf8'},
      (error, stdout, stderr) => resolve({status: error ? ((error as {code?: number}).code ?? 1) : 0, stdout, stderr}),
    );
  });
}

// Run from a folder whose parent is not a gem checkout, as in a repository of the site alone.
const fetchGem = (destination: string) => runScript([VERSION, destination], ROOT, registry);

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .flatMap((e) => (e.isFile() ? [path.relative(dir, path.join(e.parentPath, e.name))] : []))
    .sort();

test('the released gem, its SHA-256 as published, unpacked into a checkout the examples accept', {skip: WITHOUT_RELEASE}, async () => {
  publishedSha = createHash('sha256').update(gem).digest('hex');
  const destination = path.join(work, 'ok');
  const run = await fetchGem(destination);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), destination, 'prints the folder for KATACHI_PATH');
  assert.match(run.stderr, new RegExp(`SHA-256 ${publishedSha}, as published`));
  assert.equal(await isGemCheckout(destination), true);
  assert.deepEqual(filesUnder(path.join(destination, 'lib')), filesUnder(path.join(RELEASE, 'lib')));
  assert.equal(examplesSetup(examplesFromEnv({KATACHI_PATH: destination, KATACHI_REQUIRE_RUN: 'true'}).gemDir).remarkPlugins.length, 1, 'Run on');
});

// Needs no release: any download (an empty one without it) differs from this digest.
test('a download whose SHA-256 differs from the published one stops the deployment', async () => {
  publishedSha = 'f'.repeat(64);
  const destination = path.join(work, 'tampered');
  const run = await fetchGem(destination);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /has SHA-256 [0-9a-f]{64}, but RubyGems publishes f{64}: not deploying with it/);
  assert.equal(fs.existsSync(path.join(destination, 'lib')), false, 'nothing unpacked');
});

test('an unknown version or an unreachable registry is a clear failure', async () => {
  const unknown = await runScript(['9.9.9', path.join(work, 'x')], ROOT, registry);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /RubyGems lists no katachi 9\.9\.9/);
  const down = await runScript([VERSION, path.join(work, 'y')], ROOT, 'http://127.0.0.1:9');
  assert.equal(down.status, 1);
  assert.match(down.stderr, /could not reach http:\/\/127\.0\.0\.1:9\/api\/v1\/versions\/katachi\.json/);
});

test("inside the gem's own repository, that checkout is used and nothing is downloaded", async () => {
  const repository = path.join(work, 'gem-repository');
  fs.mkdirSync(path.join(repository, 'lib'), {recursive: true});
  fs.writeFileSync(path.join(repository, 'lib', 'katachi.rb'), '');
  fs.mkdirSync(path.join(repository, 'docs'));
  const run = await runScript([VERSION, path.join(work, 'unused')], path.join(repository, 'docs'), 'http://127.0.0.1:9');
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), repository);
});

test('a deployment build without the gem stops, saying how to provide it', () => {
  assert.throws(() => examplesFromEnv({KATACHI_REQUIRE_RUN: 'true'}), /must have Run buttons, but KATACHI_PATH is not set.*fetch-gem\.mjs/s);
  assert.equal(examplesSetup(examplesFromEnv({}).gemDir).remarkPlugins.length, 0, 'a local build without the gem still builds, Run off');
});
