/** A fresh folder in the system's temporary directory holding `files` (path → text), for tests that read a small site or index from disk. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function tempTree(prefix: string, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
