/**
 * Writes a deterministic synthetic docs site of N pages (seeded), in the HTML
 * structure `docusaurus build` writes and both our indexer and Pagefind read:
 * <article><div class="theme-doc-markdown markdown"><header><h1>…</h1></header>
 * … <h2 id="…">/<h3 id="…"> sections with paragraphs and Prism-style code blocks.
 *
 * Pages have 3–12 sections of 40–200 words. Words are drawn from this site's
 * own docs (docs/**\/*.md, with their natural frequencies) plus a pool of
 * generated words (Zipf-like use), so vocabulary grows with the corpus as real
 * docs do; code blocks use Ruby-like identifiers (Kt.compare, any_of, :$uuid,
 * have_shape, …), from the docs' own code where possible.
 *
 * Usage: tsx tools/bench/generate-corpus.ts <pages> <outDir> [seed]
 */
import fs from 'node:fs';
import path from 'node:path';

const DOCS_DIR = path.join(__dirname, '../../docs');
const CORE_IDENTIFIERS = [
  'Kt.compare',
  'Kt::AnyOf',
  'any_of',
  ':$uuid',
  ':$guid',
  ':$undefined',
  'have_shape',
  'have_compare_code',
  'assert_shape',
  'refute_shape',
  'must_match_shape',
  'wont_match_shape',
  'add_shape',
  'kt_compare',
  'child_results',
  'ComparisonResult',
  'with_code',
  'be_match',
  'be_mismatch',
  'Kt.add_shape',
];

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Vocabulary = {prose: string[]; identifiers: string[]};

function listMarkdown(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listMarkdown(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

function siteVocabulary(docsDir = DOCS_DIR): Vocabulary {
  const prose: string[] = [];
  const identifiers = new Set(CORE_IDENTIFIERS);
  for (const file of listMarkdown(docsDir).sort()) {
    const text = fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '');
    const parts = text.split(/^```.*$/m);
    parts.forEach((part, i) => {
      if (i % 2 === 1) {
        for (const id of part.match(/(?:Kt(?:::|\.)\w+|:\$\w+|\b[a-z]+_[a-z_]+\b)/g) ?? []) identifiers.add(id);
      } else {
        for (const word of part.replace(/`[^`]*`|\[|\]\([^)]*\)|<[^>]+>/g, ' ').match(/[A-Za-z][a-z]+(?:'[a-z]+)?/g) ?? [])
          prose.push(word.toLowerCase());
      }
    });
  }
  return {prose, identifiers: [...identifiers].sort()};
}

const SYLLABLES = [
  'ka',
  'ta',
  'chi',
  'ro',
  'mi',
  'sen',
  'dor',
  'vel',
  'ar',
  'ix',
  'lum',
  'pre',
  'tor',
  'gan',
  'shi',
  'mo',
  'ber',
  'cal',
  'den',
  'fu',
];

export type CorpusStats = {pages: number; sections: number; words: number; bytes: number};

export function generateCorpus(pages: number, outDir: string, seed = 42): CorpusStats {
  const random = rng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const vocabulary = siteVocabulary();
  // Generated words: a pool that grows with the corpus, used Zipf-like (few common, many rare).
  const poolSize = Math.round(400 + 40 * Math.sqrt(pages) * 10);
  const pool = Array.from({length: poolSize}, () => Array.from({length: between(2, 4)}, () => pick(SYLLABLES)).join(''));
  const word = () => (random() < 0.85 ? pick(vocabulary.prose) : pool[Math.floor(poolSize * random() ** 3)]);
  const words = (n: number) => Array.from({length: n}, word);
  const titleCase = (ws: string[]) => ws.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const sentence = (ws: string[]) => {
    // Sprinkle inline identifiers, as docs do: `Kt.compare` in running text.
    const out = ws.map((w) => (random() < 0.03 ? `<code>${escape(pick(vocabulary.identifiers))}</code>` : w));
    return `${out.join(' ')}.`;
  };
  const codeLine = () => {
    const id = pick(vocabulary.identifiers);
    const forms = [
      () => `Kt.compare(value: ${word()}, shape: ${id})`,
      () => `expect(${word()}).to ${id.startsWith('have_') || id.startsWith('be_') ? id : 'have_shape'}(${id})`,
      () => `${word()}_${word()} = ${id}`,
      () => `# => ${pick(['true', 'false', 'nil', `:${word()}`])}`,
    ];
    return escape(pick(forms)());
  };
  const categories = ['Features', 'Integrations', 'Guides', 'Reference', 'Contributing', 'Recipes'];
  let sections = 0;
  let wordCount = 0;
  let bytes = 0;
  fs.rmSync(outDir, {recursive: true, force: true});
  for (let p = 0; p < pages; p += 1) {
    const category = categories[p % categories.length];
    const title = titleCase(words(between(2, 5)));
    const used = new Set<string>();
    const slug = (text: string) => {
      const base =
        text
          .toLowerCase()
          .replace(/[^a-z0-9_]+/g, '-')
          .replace(/^-|-$/g, '') || 'section';
      let id = base;
      for (let n = 1; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      return id;
    };
    const body: string[] = [`<header><h1>${escape(title)}</h1></header>`];
    const sectionCount = between(3, 12);
    for (let s = 0; s < sectionCount; s += 1) {
      const level = s > 0 && random() < 0.3 ? 3 : 2;
      let heading = titleCase(words(between(1, 5)));
      if (random() < 0.15) heading += ` ${pick(vocabulary.identifiers)}`;
      const id = slug(heading);
      body.push(
        `<h${level} class="anchor anchorWithStickyNavbar" id="${id}">${escape(heading)}<a href="#${id}" class="hash-link" aria-label="Direct link">\u200B</a></h${level}>`,
      );
      let remaining = between(40, 200);
      wordCount += remaining;
      while (remaining > 0) {
        const n = Math.min(remaining, between(12, 60));
        remaining -= n;
        body.push(`<p>${sentence(words(n))}</p>`);
        if (random() < 0.12) {
          const lines = Array.from({length: between(2, 6)}, codeLine);
          body.push(
            `<div class="language-ruby codeBlockContainer"><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-ruby codeBlock"><code class="codeBlockLines">${lines
              .map((l) => `<span class="token-line">${l}<br></span>`)
              .join('')}</code></pre><div class="buttonGroup__atn"><button type="button">Copy</button></div></div></div>`,
          );
        }
      }
      sections += 1;
    }
    const html = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8"><title>${escape(title)} | Katachi</title></head><body><nav class="theme-doc-sidebar-menu menu__list"><a class="menu__link menu__link--sublist menu__link--active" href="#">${category}</a></nav><main><div class="container"><article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/katachi/">Home</a></nav><div class="theme-doc-markdown markdown">${body.join('')}</div><footer class="theme-doc-footer"><a class="theme-edit-this-page" href="#">Edit this page</a></footer></article><nav class="pagination-nav"><a href="#">Next</a></nav></div></main></body></html>`;
    const dir = path.join(outDir, 'docs', category, `page-${String(p).padStart(5, '0')}`);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    bytes += html.length;
  }
  return {pages, sections, words: wordCount, bytes};
}

if (require.main === module) {
  const [pages, outDir, seed] = process.argv.slice(2);
  if (!pages || !outDir) {
    console.error('usage: tsx tools/bench/generate-corpus.ts <pages> <outDir> [seed]');
    process.exit(2);
  }
  const stats = generateCorpus(Number(pages), path.resolve(outDir), seed ? Number(seed) : 42);
  console.log(JSON.stringify(stats));
}
