import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {
  DARK_REPLACEMENTS,
  LIGHT_REPLACEMENTS,
  readableDarkTheme,
  readableLightTheme,
  recolor,
} from '../../../plugins/codeHighlight/node/readableThemes';

/** sRGB channels 0–255 of `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
function channels(color: string): [number, number, number] {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  assert.match(hex, /^[0-9a-f]{6}$/i, `unexpected colour ${color}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour each token type ends up with (later entries win, as in prism-react-renderer's themeToDict). */
function tokenColors(theme: PrismTheme): Map<string, string> {
  const colors = new Map<string, string>();
  for (const entry of theme.styles) {
    if (entry.languages || entry.style.color === undefined) continue;
    for (const type of entry.types) colors.set(type, entry.style.color);
  }
  return colors;
}

test('every colour to replace is still in the upstream theme (an upgrade of prism-react-renderer fails here)', () => {
  const used = (theme: PrismTheme) => new Set(theme.styles.map((entry) => entry.style.color));
  for (const color of Object.keys(LIGHT_REPLACEMENTS)) assert.ok(used(themes.github).has(color), `github has no ${color}`);
  for (const color of Object.keys(DARK_REPLACEMENTS)) assert.ok(used(themes.dracula).has(color), `dracula has no ${color}`);
});

test('every token colour of both themes is at least 4.5:1 on its code background', () => {
  for (const theme of [readableLightTheme, readableDarkTheme]) {
    const background = theme.plain.backgroundColor as string;
    assert.ok(contrast(theme.plain.color as string, background) >= 4.5);
    for (const [type, color] of tokenColors(theme)) {
      assert.ok(contrast(color, background) >= 4.5, `${type}: ${color} is ${contrast(color, background).toFixed(2)}:1 on ${background}`);
    }
  }
  // The check can fail: the upstream github theme's comments are 2.7:1.
  assert.ok(contrast(tokenColors(themes.github).get('comment') as string, themes.github.plain.backgroundColor as string) < 4.5);
});

test('only the listed colours change: same entries, same types, the rest of each style kept', () => {
  assert.equal(readableLightTheme.styles.length, themes.github.styles.length);
  readableLightTheme.styles.forEach((entry, i) => {
    const upstream = themes.github.styles[i];
    assert.deepEqual(entry.types, upstream.types);
    assert.deepEqual({...entry.style, color: undefined}, {...upstream.style, color: undefined});
  });
  const theme: PrismTheme = {
    plain: {color: '#000'},
    styles: [
      {types: ['a'], style: {color: '#111', fontStyle: 'italic'}},
      {types: ['b'], style: {opacity: 0.5}},
    ],
  };
  assert.deepEqual(recolor(theme, {'#111': '#222'}).styles, [
    {types: ['a'], style: {color: '#222', fontStyle: 'italic'}},
    {types: ['b'], style: {opacity: 0.5}},
  ]);
  assert.equal(tokenColors(readableLightTheme).get('keyword'), '#00009f'); // not a replaced colour
  assert.equal(tokenColors(readableLightTheme).get('attr-name'), '#0072a3');
});
