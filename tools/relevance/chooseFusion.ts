/**
 * Picks the fusion setting from two grid runs of tuneFusion.ts, one with the sections'
 * keywords and one without (`--grid --grid-out FILE [--no-keywords]`), by the rule in
 * tools/semantic/README.md: fewest tuning suites below their floors with keywords kept,
 * then the largest sum of success@1 + success@5 / 2 over both runs (keywords are to be
 * optional, so the setting must serve a site without them too).
 *
 *   npx tsx tools/relevance/chooseFusion.ts grid-keywords.json grid-no-keywords.json [--top N]
 */
import fs from 'node:fs';

/** One setting's figures on the tuning suites, as tuneFusion.ts --grid-out writes them. */
export type GridRow = {settings: Record<string, unknown>; at1: number; at5: number; belowFloor: number};

export type Ranked = {settings: GridRow['settings']; withKeywords: GridRow; withoutKeywords: GridRow; score: number};

const key = (settings: GridRow['settings']) =>
  JSON.stringify(
    Object.keys(settings)
      .sort()
      .map((k) => [k, settings[k]]),
  );

export function rankSettings(withKeywords: GridRow[], withoutKeywords: GridRow[]): Ranked[] {
  const without = new Map(withoutKeywords.map((row) => [key(row.settings), row]));
  return withKeywords
    .map((row) => {
      const other = without.get(key(row.settings));
      if (!other) throw new Error(`setting ${JSON.stringify(row.settings)} is in the first grid only: run both grids with the same tuneFusion.ts`);
      return {settings: row.settings, withKeywords: row, withoutKeywords: other, score: row.at1 + row.at5 / 2 + other.at1 + other.at5 / 2};
    })
    .sort((a, b) => a.withKeywords.belowFloor - b.withKeywords.belowFloor || b.score - a.score);
}

function main(args: string[]) {
  const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
  if (files.length !== 2) {
    console.error('usage: chooseFusion.ts <grid with keywords.json> <grid without keywords.json> [--top N]');
    process.exit(2);
  }
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 10;
  const [withKeywords, withoutKeywords] = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as GridRow[]);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  for (const r of rankSettings(withKeywords, withoutKeywords).slice(0, top)) {
    const [k, n] = [r.withKeywords, r.withoutKeywords];
    console.log(
      `${r.score.toFixed(4)}  keywords ${pct(k.at1)} / ${pct(k.at5)} (${k.belowFloor} below floors)  stripped ${pct(n.at1)} / ${pct(n.at5)}  ${JSON.stringify(r.settings)}`,
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
