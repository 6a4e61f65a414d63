"""The distilled table's contract, shared by distill.py, evaluate.py and parity.py
(the browser code implements the same rules in TypeScript):

- words: text.lower(), Unicode NFKD, combining marks dropped, then every match
  of WORD_RULE;
- a sentence vector is the L2-normalised sum of the rows of its words that are
  in the vocabulary; a word absent from the vocabulary that contains `_`
  contributes its `_`-separated parts instead; other absent words contribute
  nothing;
- files: vocab.txt (one word per line, row order), vectors.i8 (rows x dims
  int8, row-major), scales.f32 (one little-endian float32 per row; row value =
  scale x int8), table.json (format, model, dims, rows, wordRule, files).
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

WORD_RULE = r'[a-z0-9]+(?:_[a-z0-9]+)*'
_WORD = re.compile(WORD_RULE)

REPO = Path(__file__).resolve().parents[2]


def table_dir() -> Path:
    """plugins/search/data/semantic (where the browser code loads it from)."""
    return REPO / 'plugins' / 'search' / 'data' / 'semantic'


def words(text: str) -> list[str]:
    folded = unicodedata.normalize('NFKD', text.lower())
    folded = ''.join(c for c in folded if not unicodedata.combining(c))
    return _WORD.findall(folded)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Table:
    """A table in memory: vocabulary and float32 rows (already dequantised)."""

    def __init__(self, vocab: Sequence[str], rows: np.ndarray):
        self.vocab = list(vocab)
        self.rows = rows.astype(np.float32)
        self.index = {w: i for i, w in enumerate(self.vocab)}

    @classmethod
    def load(cls, directory: Path | None = None, verify: bool = True) -> 'Table':
        directory = Path(directory) if directory else table_dir()
        meta = json.loads((directory / 'table.json').read_text())
        if verify:
            for name, info in meta['files'].items():
                data = (directory / name).read_bytes()
                if len(data) != info['bytes'] or sha256(data) != info['sha256']:
                    raise ValueError(f'{directory / name}: does not match table.json')
        vocab = (directory / 'vocab.txt').read_text(encoding='utf-8').split('\n')
        if vocab and vocab[-1] == '':
            vocab.pop()
        rows, dims = meta['rows'], meta['dims']
        q = np.frombuffer((directory / 'vectors.i8').read_bytes(), dtype=np.int8).reshape(rows, dims)
        scales = np.frombuffer((directory / 'scales.f32').read_bytes(), dtype='<f4')
        if len(vocab) != rows or scales.shape != (rows,):
            raise ValueError(f'{directory}: vocab/scales do not match {rows} rows')
        return cls(vocab, q.astype(np.float32) * scales[:, None])

    def word_ids(self, text: str) -> list[int]:
        ids: list[int] = []
        for word in words(text):
            i = self.index.get(word)
            if i is not None:
                ids.append(i)
            elif '_' in word:
                ids.extend(self.index[p] for p in word.split('_') if p in self.index)
        return ids

    def embed(self, texts: Iterable[str]) -> np.ndarray:
        texts = list(texts)
        out = np.zeros((len(texts), self.rows.shape[1]), dtype=np.float32)
        for n, text in enumerate(texts):
            ids = self.word_ids(text)
            if ids:
                v = self.rows[ids].sum(0)
                norm = float(np.linalg.norm(v))
                if norm > 0:
                    out[n] = v / norm
        return out


def quantize(rows: np.ndarray, levels: int = 127) -> tuple[np.ndarray, np.ndarray]:
    """int8 rows with one float32 scale per row (symmetric, max |value| -> levels: 127 for
    the table's int8 rows, 7 for the site's 4-bit section vectors)."""
    peak = np.abs(rows).max(1)
    scales = np.where(peak > 0, peak / float(levels), 1.0).astype(np.float32)
    q = np.clip(np.rint(rows / scales[:, None]), -levels, levels).astype(np.int8)
    return q, scales
