"""Chooses the table's settings by measurement on the TUNING halves only, and
writes the figures to tools/semantic/tuning-results.md (which distill.py copies
into PROVENANCE.md). Held-out halves are never read here.

Tables are built in memory from the cached word vectors (distill.py), with
int8 quantisation, and scored like evaluate.py. Objective: success@1 +
success@5 over all tuning cases pooled.

    .cache/semantic-venv/bin/python tools/semantic/tune.py
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import distill  # noqa: E402
from distill import Settings  # noqa: E402
from evaluate import EncoderCache, evaluate, load_data, score, tuning_cases  # noqa: E402

HERE = Path(__file__).resolve().parent
MODES = ['heading', 'page+heading', 'page+heading+content']
# Where the search starts: every vocab.txt word and character kept, no
# normalisation before PCA (dims and weighting are set by each run).
BASE = Settings(dims=128, weighting='none', sif=1e-3, bert_numbers=True, bert_single=True, unit_before_pca=False, bert_top=0)


def main() -> int:
    data = load_data()
    cases = tuning_cases(data)
    encoder = EncoderCache()
    rows_out: list[str] = []

    lines = [f'Tuning halves only: {len(cases)} cases (first suite + every `*-tune` half), {len(data["sections"])} sections.',
             'Objective: success@1 + success@5 pooled over all tuning cases.', '']
    lines += ['Full encoder (the ceiling), by how a section is written:', '', '| section text | @1 | @5 |', '| --- | ---: | ---: |']
    for mode in MODES:
        a1, a5 = score(evaluate(encoder.embed, data, cases, mode))
        lines.append(f'| {mode} | {a1:.3f} | {a5:.3f} |')
        print(f'encoder {mode}: {a1:.3f} {a5:.3f}', flush=True)
    lines.append('')

    superset = distill.vocabulary(BASE)
    raw_all = distill.word_vectors(superset)
    position = {w: i for i, w in enumerate(superset)}
    results: dict[tuple, tuple[float, float]] = {}

    def run(s: Settings, mode: str) -> tuple[float, float]:
        key = (s, mode)
        if key not in results:
            vocab = distill.vocabulary(s)
            raw = raw_all[[position[w] for w in vocab]]
            table, _, _ = distill.quantized_table(vocab, distill.build_rows(vocab, raw, s))
            results[key] = score(evaluate(table.embed, data, cases, mode))
            r = results[key]
            print(f'{mode:<22} {describe(s):<58} {r[0]:.3f} {r[1]:.3f}', flush=True)
        return results[key]

    # 1. section text x dims x weighting (vocabulary: everything).
    weightings = [('none', 1e-3), ('bert-rank', 1e-4), ('docs', 1e-2), ('docs', 1e-3), ('docs', 1e-4)]
    for mode in MODES:
        for dims in (64, 128, 256):
            for weighting, sif in weightings:
                run(dataclasses.replace(BASE, dims=dims, weighting=weighting, sif=sif), mode)
    best_key = max(results, key=lambda k: (sum(results[k]), -k[0].dims))
    best, best_mode = best_key
    # 2. around the best: vocabulary options and normalisation before PCA.
    for change in (dict(bert_numbers=False), dict(bert_single=False), dict(bert_numbers=False, bert_single=False),
                   dict(unit_before_pca=True)):
        run(dataclasses.replace(best, **change), best_mode)
    # 3. size: 256 dims over the whole vocabulary is about 6 MB. Fewer dims, a
    #    shorter vocab.txt list (its order roughly follows frequency), and the
    #    weighting again with those.
    for dims in (192, 256):
        for weighting, sif in (('docs', 1e-2), ('docs', 3e-2), ('mixed', 1e-3), ('mixed', 1e-2)):
            for top in (0, 20000, 15000, 10000):
                run(dataclasses.replace(best, dims=dims, weighting=weighting, sif=sif, bert_top=top), best_mode)
    # 4. the best region of 3 (mixed weighting, 256 dims): a smaller SIF a, a shorter list.
    for sif in (3e-4, 1e-3):
        for top in (0, 10000, 5000):
            run(dataclasses.replace(best, dims=256, weighting='mixed', sif=sif, bert_top=top), best_mode)

    lines += ['Distilled table (int8), every setting tried (bytes: vocab.txt + vectors.i8 + scales.f32):', '',
              '| section text | dims | weighting | SIF a | numbers | single chars | unit before PCA | vocab.txt words | rows | bytes | @1 | @5 |',
              '| --- | ---: | --- | ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |']
    for (s, mode), (a1, a5) in results.items():
        rows_out.append(
            f'| {mode} | {s.dims} | {s.weighting} | {s.sif if s.weighting != "none" else "-"} | {yn(s.bert_numbers)} | {yn(s.bert_single)} '
            f'| {yn(s.unit_before_pca)} | {s.bert_top or "all"} | {len(distill.vocabulary(s))} | {table_bytes(s)} | {a1:.3f} | {a5:.3f} |'
        )
    lines += rows_out
    top = max(results, key=lambda k: (sum(results[k]), -k[0].dims))
    small = [k for k in results if table_bytes(k[0]) <= SIZE_LIMIT]
    # Differences of 0.01 in @1 + @5 are a handful of the tuning cases: within
    # that of the best, take the largest vocabulary (more readers' words have a
    # row), then the fewest bytes.
    best_small = max(sum(results[k]) for k in small)
    near = [k for k in small if sum(results[k]) >= best_small - NOISE]
    chosen = max(near, key=lambda k: (len(distill.vocabulary(k[0])), -table_bytes(k[0]), sum(results[k])))
    lines += ['', f'Best of all: {top[1]}, {describe(top[0])}: @1 {results[top][0]:.3f}, @5 {results[top][1]:.3f}'
              f' ({table_bytes(top[0])} bytes).',
              f'Chosen (within {SIZE_LIMIT} bytes; of those within {NOISE} of the best @1 + @5, the largest vocabulary): {chosen[1]}, {describe(chosen[0])}: @1 {results[chosen][0]:.3f},'
              f' @5 {results[chosen][1]:.3f} ({table_bytes(chosen[0])} bytes).', '']
    (HERE / 'tuning-results.md').write_text('\n'.join(lines))
    print('\n'.join(lines[-2:]))
    return 0


SIZE_LIMIT = 5_000_000
NOISE = 0.01


def table_bytes(s: Settings) -> int:
    vocab = distill.vocabulary(s)
    return len(vocab) * (s.dims + 4) + len(('\n'.join(vocab) + '\n').encode())


def yn(flag: bool) -> str:
    return 'yes' if flag else 'no'


def describe(s: Settings) -> str:
    return (f'dims={s.dims} w={s.weighting}' + (f' a={s.sif:g}' if s.weighting != 'none' else '')
            + ('' if s.bert_numbers else ' -numbers') + ('' if s.bert_single else ' -single')
            + (' unit' if s.unit_before_pca else '') + (f' top={s.bert_top}' if s.bert_top else ''))


if __name__ == '__main__':
    sys.exit(main())
