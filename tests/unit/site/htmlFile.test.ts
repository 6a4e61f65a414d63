// plugins/shared/htmlFile.ts: the built page of a route, in either layout Docusaurus writes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {htmlFileOf} from '../../../plugins/shared/htmlFile';

test('a route is found as X.html (trailingSlash: false) or X/index.html (true), a named .html as itself; otherwise none', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'html-file-'));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
    fs.writeFileSync(path.join(out, file), '<html></html>');
  };
  write('docs/FAQ.html');
  write('docs/Contributing.html');
  write('docs/Contributing/Philosophy.html');
  write('search/index.html');
  write('404.html');
  const of = (route: string) => {
    const file = htmlFileOf(out, '/katachi/', route);
    return file && path.relative(out, file);
  };
  assert.equal(of('/katachi/docs/FAQ'), 'docs/FAQ.html');
  assert.equal(of('/katachi/docs/Contributing/'), 'docs/Contributing.html', 'a folder that holds other pages is not a page');
  assert.equal(of('/katachi/docs/Contributing'), 'docs/Contributing.html');
  assert.equal(of('/katachi/search'), 'search/index.html');
  assert.equal(of('/katachi/404.html'), '404.html');
  assert.equal(of('/katachi/docs/Missing'), undefined);
  fs.rmSync(out, {recursive: true});
});
