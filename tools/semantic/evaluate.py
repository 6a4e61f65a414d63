"""Dense retrieval over the docs' sections, scored on the relevance suites:
(a) the full encoder (encoder.py), (b) the distilled table (table.py's
contract: normalised sum of word rows). A query succeeds at rank k when the
wanted section is among the first k distinct sections (records sharing a url
count once) by cosine.

Tuning halves only by default (the first suite and every `*-tune` half);
--heldout adds ONE aggregate line over the held-out halves (per-query or
per-suite held-out results are never printed, and nothing is tuned on them).

    npx tsx tools/semantic/exportEvalData.ts        # writes /tmp/semantic-eval.json
    .cache/semantic-venv/bin/python tools/semantic/evaluate.py [--table DIR] [--heldout] [--misses]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import OrderedDict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table import REPO, Table, table_dir  # noqa: E402

CACHE = REPO / '.cache' / 'semantic'
DEFAULT_DATA = Path('/tmp/semantic-eval.json')

# How a section is written for embedding (chosen by tune.py, see tuning-results.md).
SECTION_TEXT = 'page+heading+content'


def section_text(section: dict, mode: str = SECTION_TEXT) -> str:
    page, heading, content = section['lvl1'], section['title'], section['content']
    parts = {
        'heading': [heading],
        'page+heading': [page, heading] if heading != page else [page],
        'page+heading+content': ([page, heading] if heading != page else [page]) + [content],
        'heading+content': [heading, content],
    }[mode]
    return '. '.join(p for p in parts if p)


def load_data(path: Path = DEFAULT_DATA) -> dict:
    if not path.exists():
        sys.exit(f'{path} is missing: run `npx tsx tools/semantic/exportEvalData.ts` first')
    return json.loads(path.read_text())


def tuning_cases(data: dict) -> list[dict]:
    return [c for c in data['cases'] if not c['heldOut']]


def heldout_cases(data: dict) -> list[dict]:
    return [c for c in data['cases'] if c['heldOut']]


class EncoderCache:
    """Full-encoder vectors of texts, cached on disk by text (the pass is slow)."""

    def __init__(self) -> None:
        from encoder import Encoder, model_dir

        digest = hashlib.sha256((model_dir() / 'model.safetensors').read_bytes()).hexdigest()[:16]
        code = hashlib.sha256((Path(__file__).resolve().parent / 'encoder.py').read_bytes()).hexdigest()[:8]
        self.file = CACHE / f'text-vectors-{digest}-{code}.npz'
        self.vectors: dict[str, np.ndarray] = {}
        if self.file.exists():
            with np.load(self.file) as z:
                self.vectors = dict(zip(z['texts'].tolist(), z['vectors']))
        self._encoder: Encoder | None = None
        self._Encoder = Encoder

    def embed(self, texts: list[str]) -> np.ndarray:
        missing = sorted({t for t in texts if t not in self.vectors})
        if missing:
            if self._encoder is None:
                self._encoder = self._Encoder()
            self.vectors.update(zip(missing, self._encoder.embed(missing)))
            CACHE.mkdir(parents=True, exist_ok=True)
            keys = sorted(self.vectors)
            np.savez(self.file, texts=np.array(keys), vectors=np.stack([self.vectors[k] for k in keys]))
        return np.stack([self.vectors[t] for t in texts]) if texts else np.zeros((0, 384), np.float32)


def ranks(query_vectors: np.ndarray, section_vectors: np.ndarray, keys: list[str], wants: list[str]) -> list[int | None]:
    """1-based rank of each wanted key among distinct section keys by cosine (None: not ranked)."""
    return ranks_of(query_vectors @ section_vectors.T, keys, wants)


def ranks_of(sims: np.ndarray, keys: list[str], wants: list[str]) -> list[int | None]:
    """As ranks(), from the similarities already worked out (a row per query, a column per section)."""
    out: list[int | None] = []
    for row, want in zip(sims, wants):
        seen: OrderedDict[str, None] = OrderedDict()
        # Stable order: by descending similarity, ties by record order.
        for i in np.argsort(-row, kind='stable'):
            seen.setdefault(keys[i], None)
            if len(seen) >= 5 and want not in seen:
                break
            if want in seen:
                break
        order = list(seen)
        out.append(order.index(want) + 1 if want in order else None)
    return out


def score(rank_list: list[int | None]) -> tuple[float, float]:
    n = len(rank_list) or 1
    return (sum(r == 1 for r in rank_list) / n, sum(r is not None and r <= 5 for r in rank_list) / n)


def by_suite(cases: list[dict], rank_list: list[int | None]) -> 'OrderedDict[str, tuple[int, float, float]]':
    groups: OrderedDict[str, list[int | None]] = OrderedDict()
    for c, r in zip(cases, rank_list):
        groups.setdefault(c['suite'], []).append(r)
    return OrderedDict((name, (len(rs), *score(rs))) for name, rs in groups.items())


def evaluate(embed, data: dict, cases: list[dict], mode: str = SECTION_TEXT) -> list[int | None]:
    sections = data['sections']
    section_vectors = embed([section_text(s, mode) for s in sections])
    query_vectors = embed([c['query'] for c in cases])
    return ranks(query_vectors, section_vectors, [s['key'] for s in sections], [c['wantKey'] for c in cases])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--data', type=Path, default=DEFAULT_DATA)
    parser.add_argument('--table', type=Path, default=table_dir())
    parser.add_argument('--sections', default=SECTION_TEXT, help='heading | page+heading | page+heading+content | heading+content')
    parser.add_argument('--heldout', action='store_true', help='also print the aggregate over the held-out halves')
    parser.add_argument('--misses', action='store_true', help='print the table\'s misses on the tuning halves')
    args = parser.parse_args()
    data = load_data(args.data)
    table = Table.load(args.table)
    encoder = EncoderCache()
    tune = tuning_cases(data)
    full = evaluate(encoder.embed, data, tune, args.sections)
    static = evaluate(table.embed, data, tune, args.sections)
    print(f'sections: {len(data["sections"])} records as "{args.sections}"; table: {args.table} ({len(table.vocab)} x {table.rows.shape[1]})')
    print(f'{"suite (tuning halves)":<22} {"n":>4}   {"encoder @1":>10} {"@5":>6}   {"table @1":>8} {"@5":>6}')
    fs, ts = by_suite(tune, full), by_suite(tune, static)
    for name in fs:
        n, f1, f5 = fs[name]
        _, t1, t5 = ts[name]
        print(f'{name:<22} {n:>4}   {f1:>10.3f} {f5:>6.3f}   {t1:>8.3f} {t5:>6.3f}')
    f1, f5 = score(full)
    t1, t5 = score(static)
    print(f'{"all tuning":<22} {len(tune):>4}   {f1:>10.3f} {f5:>6.3f}   {t1:>8.3f} {t5:>6.3f}')
    if args.heldout:
        held = heldout_cases(data)
        h1, h5 = score(evaluate(encoder.embed, data, held, args.sections))
        g1, g5 = score(evaluate(table.embed, data, held, args.sections))
        print(f'{"all held-out":<22} {len(held):>4}   {h1:>10.3f} {h5:>6.3f}   {g1:>8.3f} {g5:>6.3f}')
    if args.misses:
        for c, r in zip(tune, static):
            if r != 1:
                print(f'  table miss [{c["suite"]}] rank {r}: {c["query"]!r} -> {c["wantKey"]}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
