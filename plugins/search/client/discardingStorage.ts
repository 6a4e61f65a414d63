/**
 * A Storage that keeps nothing: the stand-in when the browser blocks
 * localStorage. Writes succeed and vanish, so recent searches simply aren't
 * kept, and nothing that reads storage throws.
 */
export function createDiscardingStorage(): Storage {
  const storage = {
    length: 0,
    key: () => null,
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  };
  return storage as unknown as Storage;
}
