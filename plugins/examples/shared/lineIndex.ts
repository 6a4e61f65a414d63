// Prism reports byte offsets into the UTF-8 source; examples may contain
// non-ASCII text (e.g. "é"), so lines are counted on the bytes, not on JS
// chars. Uint8Array + TextEncoder (not Buffer) so the browser worker can use it.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class LineIndex {
  readonly bytes: Uint8Array;
  private readonly starts: number[] = [0];

  constructor(source: string) {
    this.bytes = encoder.encode(source);
    for (let i = 0; i < this.bytes.length; i++) if (this.bytes[i] === 0x0a) this.starts.push(i + 1);
  }

  /** 1-based line of a byte offset. */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  text(start: number, end: number): string {
    return decoder.decode(this.bytes.subarray(start, end));
  }
}

/** Insert texts at byte offsets (offsets refer to the original bytes). */
export function insertAtBytes(bytes: Uint8Array, edits: {at: number; text: string}[]): string {
  let out = '';
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.at - b.at)) {
    out += decoder.decode(bytes.subarray(from, edit.at)) + edit.text;
    from = edit.at;
  }
  return out + decoder.decode(bytes.subarray(from));
}
