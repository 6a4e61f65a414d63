// @ruby/prism imports node:wasi, which prints "ExperimentalWarning: WASI is an
// experimental feature" on load; it says nothing about the examples, so drop
// that one warning. Import this module before @ruby/prism.
const emitWarning = process.emitWarning;
process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (text.includes('WASI is an experimental feature')) return;
  return (emitWarning as (...a: unknown[]) => void).call(process, warning, ...rest);
} as typeof process.emitWarning;
