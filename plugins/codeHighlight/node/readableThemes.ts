/**
 * The site's Prism themes (github in light mode, dracula in dark) with the
 * few colours that fall below 4.5:1 on their code background (WCAG 1.4.3,
 * axe color-contrast) replaced by a darker (light) or lighter (dark) shade of
 * the same hue. Replacing them in the theme, not in a stylesheet of
 * `!important` overrides, keeps one rule per token in the render-blocking
 * stylesheet that plugins/codeHighlight/ generates (and colours the answer mode's
 * code the same way).
 *
 * tests/unit/codeHighlight/readableThemes.test.ts fails if a colour to
 * replace is no longer in the theme (an upgrade of prism-react-renderer) and
 * checks every token colour's contrast.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Each style entry's colour, replaced where `colors` maps it; the rest of the theme as it is. */
export function recolor(theme: PrismTheme, colors: Readonly<Record<string, string>>): PrismTheme {
  return {
    plain: theme.plain,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      return color !== undefined && color in colors ? {...entry, style: {...entry.style, color: colors[color]}} : entry;
    }),
  };
}

/** github's colours that are too light on its #f6f8fa background, and their replacements. */
export const LIGHT_REPLACEMENTS = {
  '#999988': '#6a6a5c', // comment, prolog, doctype, cdata: 2.71:1 → 5.15:1
  '#e3116c': '#c3105d', // string, attr-value: 4.32:1 → 5.55:1
  '#36acaa': '#1f7a78', // entity, url, symbol, number, boolean, variable, constant, property, regex, inserted: 2.58:1 → 4.80:1
  '#00a4db': '#0072a3', // atrule, attr-name: 2.69:1 → 5.01:1
  '#d73a49': '#b52f3c', // function, deleted: 4.30:1 → 5.74:1
} as const;

/** dracula's colours that are too dark on its #282a36 background. */
export const DARK_REPLACEMENTS = {
  'rgb(98, 114, 164)': '#9aa5ce', // comment (#6272a4): 3.03:1 → 5.86:1
} as const;

export const readableLightTheme: PrismTheme = recolor(themes.github, LIGHT_REPLACEMENTS);
export const readableDarkTheme: PrismTheme = recolor(themes.dracula, DARK_REPLACEMENTS);
