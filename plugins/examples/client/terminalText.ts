// Printed text as a terminal would show it, for the page: a program that draws progress with
// a carriage return, or colours with escape codes, wrote for a terminal.

/** Colour and cursor codes (CSI sequences): a terminal acts on them and shows none. */
// eslint-disable-next-line no-control-regex -- the escape character is what starts such a code
const ESCAPE_CODES = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** A line as shown: from its last carriage return on, once something is written after it. */
function writtenOver(line: string): string {
  const parts = line.split('\r');
  for (let i = parts.length - 1; i >= 0; i -= 1) if (parts[i]) return parts[i];
  return '';
}

/**
 * `text` without escape codes, each line shown from its last carriage return on
 * (`"50%\r100%\n"` → `"100%\n"`; `"50%\r"`, nothing written over yet, → `"50%"`); a line
 * ending `\r\n` is kept as it is. A terminal would keep the end of a longer line written
 * over by a shorter one; progress lines are written over by lines as long.
 */
export function terminalText(text: string): string {
  const lines = text.replace(ESCAPE_CODES, '').split('\n');
  return lines
    .map((line, i) => {
      const crlf = i < lines.length - 1 && line.endsWith('\r');
      return crlf ? `${writtenOver(line.slice(0, -1))}\r` : writtenOver(line);
    })
    .join('\n');
}
