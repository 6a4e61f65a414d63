"""Fits the query adapter: a 256 x 256 matrix W that the build applies to the
word table's rows before it cuts them into the shards the browser reads for
queries (plugins/search/node/wordTable.ts). A query's vector becomes
unit(sum of its words' rows) @ W; sections keep the table's own vectors, turned
by a fixed rotation R (rotation()) before the site cuts them to 4 bits. The file
holds W @ R, so queries arrive turned the same way and cosines are unchanged.

Why: static word vectors put a reader's question and the section that answers
it far apart when they share no words ("can a value be missing" vs "optional
keys"). W is fitted on questions readers asked (the relevance suites' tuning
halves, the first suite and the suites held out whole that have been reported
once; never a held-out half) and on questions written for it, five per section
(training-questions/, at TRAINING_WEIGHT each), so that a question's vector
lands near its section's: softmax over every section at temperature TAU,
cross-entropy to the wanted one, L2 pull towards the identity (LAMBDA), full-batch
gradient descent. Because W acts on the query alone and is linear, the browser
code is unchanged and a query costs no extra byte: the shards hold rows @ W.

Sections learn with W: each section's vector becomes unit(s + D_section), an offset
fitted in the same descent with an L2 pull towards zero (SECTION_PULL), so a section
moves towards the questions asked of it, above all the five written for it. The site
ships the same number of section vectors, with other values: no extra byte either.

Query words learn a gain each in the same descent (WORD_GAIN_PULL): a query is the sum of
its words' rows times their gains. The build multiplies each shard row's scale by its
word's gain (word-gains.json), so the browser is unchanged once more.

    npx tsx tools/semantic/exportEvalData.ts       # after npm run build
    .cache/semantic-venv/bin/python tools/semantic/adapter.py --cv --as-shipped   # measure (leave one suite out)
    .cache/semantic-venv/bin/python tools/semantic/adapter.py --cv --as-shipped --folds 5   # compare settings quickly
    .cache/semantic-venv/bin/python tools/semantic/adapter.py        # fit on every tuning case, write

Writes plugins/search/data/semantic/query-adapter.f32 (float32, row-major,
dims x dims: (W @ R)[input][output]), section-offsets.json (each section's D by
its URL, int8 with a scale), word-gains.json (each query word's gain) and query-adapter.json (their checksums, the
table it was fitted to, R's signs, the settings and what it was fitted on). Refit after the
table changes (the build refuses an adapter fitted to another table) or when
suites or docs change a lot.
"""
from __future__ import annotations

import argparse
import base64
import json
import re
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from evaluate import DEFAULT_DATA, load_data, ranks, ranks_of, score, tuning_cases  # noqa: E402
from table import Table, quantize, sha256, table_dir  # noqa: E402

SUITES_DIR = HERE.parent.parent / 'tests' / 'relevance' / 'suites'
# Suites held out whole that have been reported once and serve as tuning data since: their
# files say so (`tuningSince`, tests/relevance/suites/README.md). Fresh questions, written
# from the headings alone.
REPORTED_SUITES = sorted(
    (f.name for f in SUITES_DIR.glob('questions*-heldout.json') if 'tuningSince' in json.loads(f.read_text())),
    key=lambda name: int(re.search(r'\d+', name).group()),
)
# Questions written for fitting only, five per section, by someone who read the section
# (training-questions/README.md). They are always fitted on and never scored: the
# figures --cv prints are on the suites alone.
TRAINING_DIR = HERE / 'training-questions'

# Chosen by leave-one-suite-out on the tuning cases (--cv; tools/semantic/DECISIONS.md).
LAMBDA = 0.001
TAU = 0.05
# A training question counts a quarter of a suite's: five per section on every page would
# otherwise outweigh where readers actually ask (left out: 72.4% / 90.8% at a quarter,
# 70.7% / 88.9% at full weight, 67.3% / 87.6% without them at λ 0.01).
TRAINING_WEIGHT = 0.25
STEPS = 200
# Sections learn too: each section vector may move by an offset D (unit(s + D)), pulled
# back towards its text's vector by this L2 weight. The questions asked of a section
# (training questions above all: five for every section) move it towards how readers ask.
# Left out, meaning alone as shipped: 84.9% / 96.1% without, 87.8% / 96.8% at 0.01,
# 87.2% / 96.7% at 0.03, 85.8% / 96.1% at 1 (tools/semantic/DECISIONS.md).
SECTION_PULL = 0.01
LEARNING_RATE = 1.0
# Query words learn a gain each: a query is the sum of its words' rows times their gains,
# pulled towards 1 by this L2 weight, so a word readers use without meaning much
# ("typescript", "do") weighs less and one that decides ("nil", "keys") more. Left out,
# meaning alone as shipped: 88.6% / 97.2% without, 89.7% / 97.5% at 0.0003 (gains 0.1 to
# 2.2); at 0.01 and 0.1 they stay within 0.1 of 1 and change nothing; on the 1,989 cases of
# suites up to 31, 0.001 and 0.0001 score within 0.1 point of it (tools/semantic/DECISIONS.md).
WORD_GAIN_PULL = 0.0003
# A gain's gradient sums over the few questions that use its word, so it moves far more
# slowly than W's at the same rate.
GAIN_LEARNING_RATE = 30.0


def unit(x: np.ndarray) -> np.ndarray:
    n = np.linalg.norm(x, axis=1, keepdims=True)
    return x / np.where(n > 0, n, 1)


def fit(
    queries: np.ndarray,
    wanted: np.ndarray,
    sections: np.ndarray,
    lam: float = LAMBDA,
    tau: float = TAU,
    weights: np.ndarray | None = None,
    section_pull: float | None = SECTION_PULL,
    counts: np.ndarray | None = None,
    rows: np.ndarray | None = None,
    gain_pull: float | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """W, the section offsets D and the word gains g minimising the softmax cross-entropy of
    unit(q @ W) . unit(s + D) / tau + lam/2 |W - I|^2 + section_pull/2 |D|^2 + gain_pull/2 |g - 1|^2,
    where q = (counts * g) @ rows when gains are fitted (counts: each query's words, scaled so
    that q is a unit vector at g = 1) and the given queries otherwise.
    section_pull None: sections stay as they are (D = 0); gain_pull None: no gains (None returned)."""
    dims = queries.shape[1]
    eye = np.eye(dims)
    w = eye.copy()
    q = queries.astype(np.float64)
    s0 = sections.astype(np.float64)
    d = np.zeros_like(s0)
    gains = None
    if gain_pull is not None:
        # counts as (case, word, weight) entries: each query holds a handful of words.
        case_of, word_of = np.nonzero(counts)
        weight_of = counts[case_of, word_of]
        entry_rows = rows[word_of]
        cases_with_words, first_entry = np.unique(case_of, return_index=True)
        gains = np.ones(rows.shape[0])
    for _ in range(STEPS):
        if gains is not None:
            q = np.zeros_like(q)
            q[cases_with_words] = np.add.reduceat((weight_of * gains[word_of])[:, None] * entry_rows, first_entry)
        x = q @ w
        n = np.linalg.norm(x, axis=1, keepdims=True)
        n = np.where(n > 0, n, 1)
        z = x / n
        y = s0 + d
        m = np.linalg.norm(y, axis=1, keepdims=True)
        m = np.where(m > 0, m, 1)
        s = y / m
        logits = z @ s.T / tau
        logits -= logits.max(1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(1, keepdims=True)
        p[np.arange(len(wanted)), wanted] -= 1
        if weights is not None:
            p *= weights[:, None] * len(wanted) / weights.sum()
        grad_z = p @ s / tau / len(wanted)
        grad_x = (grad_z - z * (grad_z * z).sum(1, keepdims=True)) / n
        if gains is not None:
            grad_q = grad_x @ w.T
            grad_gains = np.bincount(word_of, weights=weight_of * (grad_q[case_of] * entry_rows).sum(1), minlength=len(gains))
            gains -= GAIN_LEARNING_RATE * (grad_gains + gain_pull * (gains - 1))
            np.maximum(gains, 0, out=gains)
        w -= LEARNING_RATE * (q.T @ grad_x + lam * (w - eye))
        if section_pull is not None:
            grad_s = p.T @ z / tau / len(wanted)
            grad_y = (grad_s - s * (grad_s * s).sum(1, keepdims=True)) / m
            d -= LEARNING_RATE * (grad_y + section_pull * d)
    return w, d, gains


def offset_sections(sections: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Section vectors with their offsets, as the build makes them (node/queryAdapter.ts
    `offsetVector`): unit(s + D), D read back from its int8 form."""
    q, scales = quantize(offsets)
    return unit(sections.astype(np.float64) + q.astype(np.float64) * scales[:, None])


def four_bit(vectors: np.ndarray) -> np.ndarray:
    """Section vectors as the site ships them: 4 bits a value, one scale per vector
    (max |value| / 7), dequantised and not renormalised (shared/meaning.ts)."""
    q, scales = quantize(vectors, levels=7)
    return q * scales[:, None].astype(np.float64)


def rotation_signs(dims: int) -> np.ndarray:
    return np.random.default_rng(0).choice([-1.0, 1.0], dims)


def rotation(dims: int) -> np.ndarray:
    """diag(signs) @ H / sqrt(dims), H Sylvester's Walsh–Hadamard matrix: orthogonal, so
    cosines do not change, and it spreads each vector's weight over every value before the
    site cuts section vectors to 4 bits (node/queryAdapter.ts `rotated` does the same)."""
    h = np.ones((1, 1))
    while h.shape[0] < dims:
        h = np.block([[h, h], [h, -h]])
    return rotation_signs(dims)[:, None] * h / np.sqrt(dims)


def float_queries(table: Table, texts: list[str], w: np.ndarray, gain: dict[int, float] | None = None) -> np.ndarray:
    """Query vectors as fitted, unquantised: unit(sum of the words' rows times their gains) @ W, normalised."""
    out = np.zeros((len(texts), table.rows.shape[1]))
    for n, text in enumerate(texts):
        for i in table.word_ids(text):
            out[n] += table.rows[i].astype(np.float64) * (gain or {}).get(i, 1.0)
    return unit(unit(out) @ w)


def shipped_queries(table: Table, texts: list[str], w: np.ndarray, gain: dict[int, float] | None = None) -> np.ndarray:
    """Query vectors as the browser makes them: the sum of the words' rows @ W, each row
    quantised to int8 again as the build writes the shards (node/queryAdapter.ts), normalised."""
    ids = sorted({i for t in texts for i in table.word_ids(t)})
    q, scales = quantize(table.rows[ids] @ w)
    row = {i: r for i, r in zip(ids, q.astype(np.float64) * scales[:, None])}
    out = np.zeros((len(texts), w.shape[1]))
    for n, text in enumerate(texts):
        found = [row[i] * (gain or {}).get(i, 1.0) for i in table.word_ids(text)]
        if found:
            out[n] = np.sum(found, 0)
    return unit(out)


SECTION_OFFSETS_FILE = 'section-offsets.json'
WORD_GAINS_FILE = 'word-gains.json'


def word_gains_json(words: list[str], gains: np.ndarray) -> str:
    """Each query word's gain, by word (node/queryAdapter.ts `readWordGains`), to 4 places."""
    return json.dumps({'format': 1, 'gains': {w: round(float(g), 4) for w, g in zip(words, gains)}}, indent=2, sort_keys=True) + '\n'


def section_offsets_json(sections: list[dict], offsets: np.ndarray) -> str:
    """Each section's offset by its URL, int8 with one scale (node/queryAdapter.ts reads it)."""
    q, scales = quantize(offsets)
    urls = [s['url'] for s in sections]
    if len(set(urls)) != len(urls):
        sys.exit('two sections share a URL: their offsets could not be told apart')
    by_url = {url: {'scale': float(scale), 'values': base64.b64encode(row.tobytes()).decode()} for url, row, scale in zip(urls, q, scales)}
    return json.dumps({'format': 1, 'dims': int(offsets.shape[1]), 'sections': by_url}, indent=2) + '\n'


def want_key(want: str) -> str:
    """A case's `want` as a section key of the eval data (`Contributing/#x` -> `Contributing#x`)."""
    return re.sub(r'/(?=#|$)', '', want)


def training_questions() -> list[dict]:
    """The written-for-fitting questions. A query a suite has (held out or not, ignoring
    case) is refused: fitting on a held-out question would void its figure."""
    suites = {c['query'].lower() for f in SUITES_DIR.glob('*.json') for c in json.loads(f.read_text())['cases']}
    out = []
    for f in sorted(TRAINING_DIR.glob('*.json')):
        out += [{'suite': f'training:{f.stem}', 'query': c['query'], 'wantKey': want_key(c['want'])} for c in json.loads(f.read_text())['cases']]
    shared = [c['query'] for c in out if c['query'].lower() in suites]
    if shared:
        sys.exit(f'{TRAINING_DIR.name}/ has queries a suite has: {shared[:5]}')
    return out


def fit_options(args: argparse.Namespace) -> str:
    """The options that changed what was fitted, as typed, for the command written beside it."""
    switches = ['tuning_halves_only', 'no_training_questions', 'no_word_gains', 'no_section_offsets', 'cut_copies']
    typed = [f' --{name.replace("_", "-")}' for name in switches if getattr(args, name)]
    if args.gain_pull != WORD_GAIN_PULL and not args.no_word_gains:
        typed.append(f' --gain-pull {args.gain_pull}')
    return ''.join(typed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--data', type=Path, default=DEFAULT_DATA)
    parser.add_argument('--cv', action='store_true', help='leave one tuning suite out at a time; print figures, write no adapter (--hits-out writes the left-out rankings)')
    parser.add_argument('--table', type=Path, default=table_dir(), help='the word table to fit to (default: the committed one)')
    parser.add_argument('--out', type=Path, help='where to write the adapter (default: beside the table)')
    parser.add_argument('--hits-out', type=Path, help='with --cv: each query\'s 50 nearest sections by its left-out W, for tuneFusion.ts --meaning-hits')
    parser.add_argument('--tuning-halves-only', action='store_true', help='leave out the reported suites (%s)' % ', '.join(REPORTED_SUITES))
    parser.add_argument('--no-training-questions', action='store_true', help=f'fit without {TRAINING_DIR.name}/')
    parser.add_argument('--as-shipped', action='store_true', help='with --cv: rank with section vectors in 4 bits and query rows in int8, as the site ships them')
    parser.add_argument('--no-rotation', action='store_true', help='with --as-shipped: quantise without the rotation the site applies first (rotation())')
    parser.add_argument('--no-word-gains', action='store_true', help='fit no gains: every query word counts once')
    parser.add_argument('--gain-pull', type=float, default=WORD_GAIN_PULL, help=f'the gains\' pull towards 1 (default {WORD_GAIN_PULL})')
    parser.add_argument('--no-section-offsets', action='store_true', help='fit W alone; sections keep their text\'s vectors')
    parser.add_argument(
        '--cut-copies',
        action='store_true',
        help='also fit on each question longer than the search box as the box hands it on (condensed to fit: shared/queryFit.ts)',
    )
    parser.add_argument('--folds', type=int, help='with --cv: leave out this many groups of suites in turn instead of one suite at a time (quicker, for comparing settings)')
    args = parser.parse_args()
    if args.gain_pull < 0:
        parser.error(f'--gain-pull must be 0 or more, not {args.gain_pull}')
    if args.folds is not None and (not args.cv or args.folds < 2):
        parser.error('--folds needs --cv and 2 or more folds')

    data = load_data(args.data)
    table = Table.load(args.table)
    args.out = args.out or args.table
    sections = data['sections']
    keys = [s['key'] for s in sections]
    # The text the build embeds each section from (node/meaningIndex.ts sectionText), so the
    # adapter is fitted to the section vectors the site ships; never a text of our own.
    if any('meaningText' not in s for s in sections):
        sys.exit(f'{args.data} has no meaningText for its sections: run npx tsx tools/semantic/exportEvalData.ts again')
    section_vectors = table.embed([s['meaningText'] for s in sections])
    # Queries as the browser embeds them: with the typos the word engine mends replaced
    # (fusedEngine.ts meaningQuery), so the adapter learns from the words the site reads.
    if 'meaningQueries' not in data:
        sys.exit(f'{args.data} has no meaningQueries: run npx tsx tools/semantic/exportEvalData.ts again')
    meant = lambda query: data['meaningQueries'].get(query, query)  # noqa: E731
    # Questions as the search box hands them on (shared/queryFit.ts fitToQueryLimit): one longer
    # than the box is condensed, and the export says to what, so this tool keeps no copy of the rule.
    if 'boxedQueries' not in data:
        sys.exit(f'{args.data} has no boxedQueries: run npx tsx tools/semantic/exportEvalData.ts again')
    boxed = lambda query: data['boxedQueries'].get(query, query)  # noqa: E731
    query_max_length = data['queryMaxLength']
    first_of_key: dict[str, int] = {}
    for i, key in enumerate(keys):
        first_of_key.setdefault(key, i)
    cases = tuning_cases(data)
    if not args.tuning_halves_only:
        for name in REPORTED_SUITES:
            suite = json.loads((SUITES_DIR / name).read_text())
            cases += [{'suite': suite['suite'], 'query': c['query'], 'wantKey': want_key(c['want'])} for c in suite['cases']]
    scored = len(cases)
    written = [] if args.no_training_questions else training_questions()
    cases += written
    # Each question longer than the box, also as the box hands it on: its suite stays its own,
    # so --cv leaves it out with its question; its weight is its question's.
    cut_copies = [] if not args.cut_copies else [{**c, 'query': boxed(c['query'])} for c in cases if boxed(c['query']) != c['query']]
    cut_weights = [1.0 if not c['suite'].startswith('training:') else TRAINING_WEIGHT for c in cut_copies]
    cases += cut_copies
    missing = [c['wantKey'] for c in cases if c['wantKey'] not in first_of_key]
    if missing:
        sys.exit(f'wanted sections not in the index: {missing[:5]}')
    queries = table.embed([meant(c['query']) for c in cases])
    wanted = np.array([first_of_key[c['wantKey']] for c in cases])
    wants = [c['wantKey'] for c in cases]
    weights = np.array([1.0] * scored + [TRAINING_WEIGHT] * len(written) + cut_weights)
    before = score(ranks(queries[:scored], section_vectors, keys, wants[:scored]))
    copies = f' and {len(cut_copies)} of them fitted to {query_max_length} characters' if cut_copies else ''
    print(f'{scored} suite cases and {len(written)} training questions{copies}, {len(sections)} sections; table alone @1 {before[0]:.3f} @5 {before[1]:.3f}')
    # The scored questions as the search box hands them on, for the capped figures.
    capped_texts = [meant(boxed(c['query'])) for c in cases[:scored]]
    longer = sum(boxed(c['query']) != c['query'] for c in cases[:scored])

    pull = None if args.no_section_offsets else SECTION_PULL
    # Word gains: each query is the sum of its words' rows, each times a gain of its own,
    # divided by the sum's norm at gains 1 (so at gains 1 it is the unit vector above).
    counts = rows = vocab_ids = None
    if not args.no_word_gains:
        id_lists = [table.word_ids(meant(c['query'])) for c in cases]
        vocab_ids = sorted({i for ids in id_lists for i in ids})
        column = {i: n for n, i in enumerate(vocab_ids)}
        counts = np.zeros((len(cases), len(vocab_ids)))
        for n, ids in enumerate(id_lists):
            for i in ids:
                counts[n, column[i]] += 1
        rows = table.rows[vocab_ids].astype(np.float64)
        norms = np.linalg.norm(counts @ rows, axis=1)
        counts /= np.where(norms > 0, norms, 1)[:, None]
    gain_args = lambda kept: {} if counts is None else {'counts': counts[kept], 'rows': rows, 'gain_pull': args.gain_pull}  # noqa: E731

    def gained(gains: np.ndarray | None) -> np.ndarray:
        """Every case's query as fitted: its words' rows times their gains, or as read when there are none."""
        return queries if gains is None else (counts * gains) @ rows

    if args.cv:
        suite_of = np.array([c['suite'] for c in cases])
        turn = np.eye(queries.shape[1]) if args.no_rotation else rotation(queries.shape[1])
        sims = np.zeros((scored, len(sections)))
        rank_list: list[int | None] = [None] * scored
        capped_ranks: list[int | None] = [None] * scored
        suites = sorted(set(suite_of[:scored]))
        folds = [[s] for s in suites] if args.folds is None else [suites[k :: args.folds] for k in range(args.folds)]
        for fold in folds:
            kept = ~np.isin(suite_of, fold)
            w, d, gains = fit(queries[kept], wanted[kept], section_vectors, weights=weights[kept], section_pull=pull, **gain_args(kept))
            gain = None if gains is None else dict(zip(vocab_ids, gains))
            left_out = np.flatnonzero(~kept[:scored])
            if args.as_shipped:
                adapted = shipped_queries(table, [meant(cases[i]['query']) for i in left_out], w @ turn, gain)
                capped = shipped_queries(table, [capped_texts[i] for i in left_out], w @ turn, gain)
                ranked = four_bit(offset_sections(section_vectors, d) @ turn)
            else:
                adapted = unit(gained(gains)[left_out] @ w)
                capped = float_queries(table, [capped_texts[i] for i in left_out], w, gain)
                ranked = unit(section_vectors + d)
            sims[left_out] = adapted @ ranked.T
            left_wants = [wants[i] for i in left_out]
            for i, r, rc in zip(left_out, ranks_of(sims[left_out], keys, left_wants), ranks_of(capped @ ranked.T, keys, left_wants)):
                rank_list[i] = r
                capped_ranks[i] = rc
        at1, at5 = score(rank_list)
        cut1, cut5 = score(capped_ranks)
        form = (', as shipped (4-bit sections, int8 query rows)' + (', not rotated' if args.no_rotation else '')) if args.as_shipped else ''
        moved = '' if pull is None else ', sections moved by offsets fitted with it'
        left = 'each suite' if args.folds is None else f'each of {args.folds} groups of suites'
        print(f'adapted, {left} by a W fitted without it{moved}{form}: @1 {at1:.3f} @5 {at5:.3f}')
        print(f'  the same, each question as the search box hands it on, fitted to {query_max_length} characters ({longer} of {scored} longer): @1 {cut1:.3f} @5 {cut5:.3f}')
        if args.hits_out:
            hits = {c['query']: [[sections[i]['url'], round(float(row[i]), 4)] for i in np.argsort(-row, kind='stable')[:50]] for c, row in zip(cases, sims)}
            args.hits_out.write_text(json.dumps(hits))
            print(f'wrote {args.hits_out}')
        return 0

    w, d, gains = fit(queries, wanted, section_vectors, weights=weights, section_pull=pull, **gain_args(np.ones(len(cases), bool)))
    w = w.astype('<f4')
    at1, at5 = score(ranks(unit(gained(gains)[:scored] @ w), offset_sections(section_vectors, d), keys, wants[:scored]))
    print(f'adapted, fitted on these same cases: @1 {at1:.3f} @5 {at5:.3f}')
    gain_by_id = None if gains is None else dict(zip(vocab_ids, gains))
    cut1, cut5 = score(ranks(float_queries(table, capped_texts, w.astype(np.float64), gain_by_id), offset_sections(section_vectors, d), keys, wants[:scored]))
    print(f'  the same, each question fitted to {query_max_length} characters ({longer} of {scored} longer): @1 {cut1:.3f} @5 {cut5:.3f}')
    # The file holds W @ R: the shards' rows arrive turned like the section vectors.
    dims = int(w.shape[0])
    blob = np.ascontiguousarray((w.astype(np.float64) @ rotation(dims)).astype('<f4')).tobytes()
    meta = json.loads((args.table / 'table.json').read_text())
    (args.out / 'query-adapter.f32').write_bytes(blob)
    offsets_path = args.out / SECTION_OFFSETS_FILE
    offsets = None
    if pull is None:
        offsets_path.unlink(missing_ok=True)
    else:
        offsets = section_offsets_json(sections, d).encode()
        offsets_path.write_bytes(offsets)
    gains_path = args.out / WORD_GAINS_FILE
    gains_json = None
    if gains is None:
        gains_path.unlink(missing_ok=True)
    else:
        gains_json = word_gains_json([table.vocab[i] for i in vocab_ids], gains).encode()
        gains_path.write_bytes(gains_json)
    info = {
        'format': 1,
        'dims': dims,
        'file': {'name': 'query-adapter.f32', 'bytes': len(blob), 'sha256': sha256(blob)},
        # The table the adapter was fitted to: the build refuses it with any other.
        'table': {name: meta['files'][name]['sha256'] for name in ('vocab.txt', 'vectors.i8', 'scales.f32')},
        'fittedOn': f'{scored} suite cases (first suite, every *-tune half'
        + ('' if args.tuning_halves_only else ', ' + ', '.join(REPORTED_SUITES))
        + f') and {len(written)} training questions'
        + (f', and the {len(cut_copies)} of them longer than the search box again as it hands them on ({query_max_length} characters)' if cut_copies else '')
        + f', {len(sections)} sections; each question as the browser'
        + f' embeds it, {sum(meant(c["query"]) != c["query"] for c in cases)} read otherwise (typos mended, pasted literals named: fusedEngine.ts meaningQuery)',
        'sectionRotation': {'signs': ''.join('+' if x > 0 else '-' for x in rotation_signs(dims))},
        **(
            {'sectionOffsets': {'name': SECTION_OFFSETS_FILE, 'bytes': len(offsets), 'sha256': sha256(offsets), 'sections': len(sections)}}
            if offsets
            else {}
        ),
        **(
            {'wordGains': {'name': WORD_GAINS_FILE, 'bytes': len(gains_json), 'sha256': sha256(gains_json), 'words': len(vocab_ids)}}
            if gains_json
            else {}
        ),
        'settings': {
            'lambda': LAMBDA,
            'tau': TAU,
            'steps': STEPS,
            'learningRate': LEARNING_RATE,
            'trainingWeight': TRAINING_WEIGHT,
            'sectionPull': pull,
            'wordGainPull': None if gains is None else args.gain_pull,
            'gainLearningRate': GAIN_LEARNING_RATE,
        },
        'command': 'npx tsx tools/semantic/exportEvalData.ts && .cache/semantic-venv/bin/python tools/semantic/adapter.py' + fit_options(args),
    }
    (args.out / 'query-adapter.json').write_text(json.dumps(info, indent=2) + '\n', encoding='utf-8')
    also = f', {SECTION_OFFSETS_FILE} ({len(offsets)} bytes)' if offsets else ''
    also += f', {WORD_GAINS_FILE} ({len(gains_json)} bytes)' if gains_json else ''
    print(f'wrote {args.out / "query-adapter.f32"} ({len(blob)} bytes){also} and query-adapter.json')
    return 0


if __name__ == '__main__':
    sys.exit(main())
