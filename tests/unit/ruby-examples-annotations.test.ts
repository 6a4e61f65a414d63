import assert from 'node:assert/strict';
import {test} from 'node:test';
import {rewriteAnnotations, rubySingleQuoted} from '../../plugins/examples/shared/annotations';
import {loadParser} from '../../tools/ruby-examples/syntax';

test('an annotated one-line statement is wrapped in a check, on the same line', async () => {
  const parse = await loadParser();
  const r = rewriteAnnotations(parse, 'x = 1\nx + 1 # => 2\nputs x\n');
  assert.equal(r.code, "x = 1\n__kt_check(__kt_at(2), (x + 1), '2') # => 2\nputs x\n");
  assert.deepEqual(r.annotations, [{line: 2, expected: '2'}]);
  assert.deepEqual(r.problems, []);
});

test('a multi-line statement is wrapped whole when the annotation is on its last line', async () => {
  const parse = await loadParser();
  const code = 'r = Kt.compare(\n  value: 1,\n  shape: Integer,\n).code # => :match\n';
  const r = rewriteAnnotations(parse, code);
  assert.equal(r.code, "__kt_check(__kt_at(4), (r = Kt.compare(\n  value: 1,\n  shape: Integer,\n).code), ':match') # => :match\n");
  assert.equal(r.code.split('\n').length, code.split('\n').length);
});

test('annotations inside multi-line expressions or nested code are reported, not skipped', async () => {
  const parse = await loadParser();
  const r = rewriteAnnotations(parse, 'h = {\n  a: 1, # => 1\n}\ndef f\n  2 # => 2\nend\nf # => 2\n');
  assert.deepEqual(r.annotations, [{line: 7, expected: '2'}]);
  assert.deepEqual(
    r.problems.map((p) => p.line),
    [2, 5],
  );
  assert.match(r.problems[0].message, /cannot check "# => 1"/);
});

test('`# =>` inside a string is not an annotation; an empty one is a problem', async () => {
  const parse = await loadParser();
  const r = rewriteAnnotations(parse, 's = "a # => b"\nt = 1 # =>\n');
  assert.deepEqual(r.annotations, []);
  assert.deepEqual(r.problems, [{line: 2, message: 'cannot check "# =>": no expected value after it'}]);
  assert.ok(r.code.startsWith('s = "a # => b"\n'));
});

test('only a comment that starts with `# =>` is an annotation, not one that mentions it', async () => {
  const parse = await loadParser();
  const r = rewriteAnnotations(parse, 'x = 1 # the form is: # => value\n');
  assert.deepEqual(r.annotations, []);
  assert.deepEqual(r.problems, []);
  assert.equal(r.code, 'x = 1 # the form is: # => value\n');
});

test('the last statement on a line is the one checked; byte offsets survive non-ASCII text', async () => {
  const parse = await loadParser();
  const r = rewriteAnnotations(parse, 'a = "é"; b = "ü" # => "ü"\n');
  assert.equal(r.code, `a = "é"; __kt_check(__kt_at(1), (b = "ü"), '"ü"') # => "ü"\n`);
});

test('expected text is passed as a Ruby single-quoted literal', () => {
  assert.equal(rubySingleQuoted(`it's \\ "#{x}"`), `'it\\'s \\\\ "#{x}"'`);
});
