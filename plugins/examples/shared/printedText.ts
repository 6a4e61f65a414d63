// What a run printed, as the VM (rubyVm.ts) records it and the page (client/printedSoFar.ts)
// collects it while the run goes on. Apart from rubyVm.ts, whose Ruby the page's main thread never loads.

export interface PrintedText {
  stream: 'stdout' | 'stderr';
  text: string;
}

/** Adds `piece` to what was printed: to the last piece when it is of the same stream (a piece is a run of one stream). */
export function appendPrinted(printed: PrintedText[], piece: PrintedText): void {
  const last = printed[printed.length - 1];
  if (last && last.stream === piece.stream) last.text += piece.text;
  else printed.push({...piece});
}
