// Finds the Ruby examples in the docs (fenced ```ruby blocks) and in React
// pages (template literals in consts named `...RubyExample`), keeping the line
// each one starts on so every report can point at the source file.
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {hasSkipRun, isRubyLang} from '../../plugins/examples/shared/fences';

export interface RubyBlock {
  /** Path as shown in reports (relative to the working directory, `/`-separated). */
  file: string;
  /** 1-based line, in `file`, of the block's first line of code. */
  line: number;
  code: string;
  /** Whatever follows the language on the fence, e.g. `skip-run title="x.rb"`. */
  meta: string;
  /** `skip-run` in the meta: syntax-check the block but never run it. */
  skipRun: boolean;
}

/** Something that looked like an example but could not be read as one. */
export interface ExtractProblem {
  file: string;
  line: number;
  message: string;
}

export {hasSkipRun};

/**
 * CommonMark-style fences: ``` or ~~~ (3 or more), any indentation (fences
 * inside list items are indented), closed by the same character repeated at
 * least as often. Fences of other languages are skipped whole, so a ```ruby
 * shown *inside* a ````md block is not mistaken for an example.
 */
export function extractFromMarkdown(text: string, file: string): RubyBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: RubyBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    // A backtick fence's info string may not contain backticks (that's inline code).
    if (fence[0] === '`' && info.includes('`')) continue;
    const [first = '', ...rest] = info.trim().split(/\s+/);
    const closeRe = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closeRe.test(lines[end])) end++;
    // An unclosed fence runs to the end of the file, as in CommonMark.
    if (isRubyLang(first)) {
      const body = lines.slice(i + 1, end).map((l) => stripIndent(l, indent.length));
      const meta = rest.join(' ');
      blocks.push({file, line: i + 2, code: body.join('\n') + '\n', meta, skipRun: hasSkipRun(meta)});
    }
    i = end;
  }
  return blocks;
}

/** Remove up to `n` leading whitespace characters (the fence's own indentation). */
function stripIndent(line: string, n: number): string {
  let k = 0;
  while (k < n && k < line.length && (line[k] === ' ' || line[k] === '\t')) k++;
  return line.slice(k);
}

/**
 * The convention for React pages: a const whose name ends in `RubyExample`,
 * assigned a plain template literal (no `${}`), e.g.
 *
 *   // ruby-example: skip-run          <- optional meta, on the line just above
 *   const homeRubyExample = `Kt.compare(value: 1, shape: Integer).code # => :match
 *   `;
 *
 * and rendered with <CodeBlock language="ruby">{homeRubyExample}</CodeBlock>.
 */
export function extractFromTsx(text: string, file: string): {blocks: RubyBlock[]; problems: ExtractProblem[]} {
  const blocks: RubyBlock[] = [];
  const problems: ExtractProblem[] = [];
  const decl = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*RubyExample)\s*(?::\s*string\s*)?=\s*`/g;
  for (let m; (m = decl.exec(text));) {
    const start = m.index + m[0].length; // just past the opening backtick
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    const lit = readTemplateLiteral(text, start);
    if ('error' in lit) {
      problems.push({file, line: lineOf(m.index), message: `${m[1]}: ${lit.error}`});
      continue;
    }
    let code = lit.value;
    let line = lineOf(start);
    if (code.startsWith('\n')) {
      code = code.slice(1);
      line++;
    }
    if (!code.endsWith('\n')) code += '\n';
    const lineStart = text.lastIndexOf('\n', m.index - 1);
    const prevLine = text.slice(text.lastIndexOf('\n', lineStart - 1) + 1, Math.max(lineStart, 0));
    const metaMatch = /^\s*\/\/\s*ruby-example:\s*(.*)$/.exec(prevLine);
    const meta = metaMatch ? metaMatch[1].trim() : '';
    blocks.push({file, line, code, meta, skipRun: hasSkipRun(meta)});
    decl.lastIndex = lit.end;
  }
  return {blocks, problems};
}

const SIMPLE_ESCAPES: Record<string, string> = {n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0'};

/** Cook a template literal starting at `start` the way JavaScript would. */
function readTemplateLiteral(text: string, start: number): {value: string; end: number} | {error: string} {
  let out = '';
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '`') return {value: out, end: i + 1};
    if (c === '$' && text[i + 1] === '{') {
      return {error: 'uses ${...} interpolation; a checked Ruby example must be a plain template literal'};
    }
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = text[++i];
    if (e in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[e];
    else if (e === '\n')
      continue; // line continuation
    else if (e === 'x') {
      out += String.fromCharCode(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (e === 'u' && text[i + 1] === '{') {
      const close = text.indexOf('}', i);
      out += String.fromCodePoint(parseInt(text.slice(i + 2, close), 16));
      i = close;
    } else if (e === 'u') {
      out += String.fromCharCode(parseInt(text.slice(i + 1, i + 5), 16));
      i += 4;
    } else out += e; // \\ \` \$ and needless escapes all stand for the character
  }
  return {error: 'template literal is never closed'};
}

/** Every .md/.mdx file under `dir`, sorted so reports are stable. */
async function walk(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, {withFileTypes: true});
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return out;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') out.push(...(await walk(p, keep)));
    else if (e.isFile() && keep(e.name)) out.push(p);
  }
  return out;
}

const isMarkdown = (name: string) => /\.mdx?$/.test(name);
const isTsx = (name: string) => name.endsWith('.tsx');

/** Expand files/folders into the files to read: Markdown always, .tsx pages too. */
export async function findSources(targets: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const t of targets) {
    if (isMarkdown(t) || isTsx(t)) files.push(t);
    else files.push(...(await walk(t, (n) => isMarkdown(n) || isTsx(n))));
  }
  return files;
}

export async function extractFromFiles(files: string[], cwd = process.cwd()): Promise<{blocks: RubyBlock[]; problems: ExtractProblem[]}> {
  const blocks: RubyBlock[] = [];
  const problems: ExtractProblem[] = [];
  for (const f of files) {
    const text = await readFile(f, 'utf8');
    const shown = path.relative(cwd, path.resolve(cwd, f)).split(path.sep).join('/');
    if (isTsx(f)) {
      const r = extractFromTsx(text, shown);
      blocks.push(...r.blocks);
      problems.push(...r.problems);
    } else blocks.push(...extractFromMarkdown(text, shown));
  }
  return {blocks, problems};
}
