"""A ranker with trees instead of the fusion's linear score, on the same candidates
and signs, measured on tuning data only. Not part of the build or the tests: it
records why the fusion stays linear (README.md, "Tried and not adopted").

    .cache/semantic-venv/bin/pip install lightgbm==4.7.0
    npx tsx tools/semantic/exportEvalData.ts            # needs build/search-index
    .cache/semantic-venv/bin/python tools/semantic/adapter.py --cv --as-shipped --hits-out /tmp/h.json
    npx tsx tools/relevance/learnFusion.ts --meaning-hits /tmp/h.json --dump /tmp/fusion-questions.json
    .cache/semantic-venv/bin/python tools/semantic/try_ranker.py /tmp/fusion-questions.json

Each suite is ranked by LightGBM's LambdaMART fitted on the other suites (the way
learnFusion.ts judges the linear fit), for a few settings; printed beside the
linear fit's left-out figures from the same file, with keywords and stripped.
"""
from __future__ import annotations

import json
import sys

import lightgbm as lgb
import numpy as np

# (rounds, learning rate, leaves, least questions in a leaf, fitted on both indexes too)
SETTINGS = [
    (100, 0.05, 15, 20, False),
    (300, 0.03, 7, 40, False),
    (200, 0.05, 31, 10, False),
    (300, 0.03, 7, 40, True),
    (500, 0.02, 4, 80, True),
]


def figures(places) -> str:
    p = np.array(places)
    return f"{(p == 0).mean():.1%} / {((p >= 0) & (p < 5)).mean():.1%}"


def training_rows(questions):
    rows, labels, groups = [], [], []
    for q in questions:
        if q["wanted"] < 0 or len(q["features"]) < 2:
            continue
        rows.extend(q["features"])
        labels.extend(int(c == q["wanted"]) for c in range(len(q["features"])))
        groups.append(len(q["features"]))
    return lgb.Dataset(np.array(rows), np.array(labels), group=groups)


def place(model, q) -> int:
    """The wanted candidate's place; ties keep candidate order, as fuseOrders does."""
    if q["wanted"] < 0:
        return -1
    s = model.predict(np.array(q["features"]))
    w = q["wanted"]
    return int(np.sum(s > s[w]) + np.sum(s[:w] == s[w]))


def main() -> None:
    dump = json.load(open(sys.argv[1]))
    kept, stripped = dump["kept"], dump["stripped"]
    linear = [figures([q["linearPlace"] for q in questions]) for questions in (kept, stripped)]
    print(f"linear ({dump['setting']}): left out {linear[0]}, keywords stripped {linear[1]}")
    for rounds, rate, leaves, least, both in SETTINGS:
        params = dict(objective="lambdarank", learning_rate=rate, num_leaves=leaves, min_data_in_leaf=least,
                      lambdarank_truncation_level=10, bagging_fraction=0.8, bagging_freq=1, feature_fraction=0.8,
                      seed=1, verbose=-1)
        places = {"kept": [0] * len(kept), "stripped": [0] * len(kept)}
        for suite in sorted({q["suite"] for q in kept}):
            train = [q for q in kept if q["suite"] != suite]
            if both:
                train += [q for q in stripped if q["suite"] != suite]
            model = lgb.train(params, training_rows(train), num_boost_round=rounds)
            for i, q in enumerate(kept):
                if q["suite"] == suite:
                    places["kept"][i] = place(model, q)
                    places["stripped"][i] = place(model, stripped[i])
        name = f"{rounds} rounds at {rate}, {leaves} leaves, ≥ {least}{', both indexes' if both else ''}"
        print(f"trees, {name}: left out {figures(places['kept'])}, keywords stripped {figures(places['stripped'])}")


if __name__ == "__main__":
    main()
