/**
 * Prism themes as a stylesheet. Code blocks are highlighted into class names
 * only (`token keyword`), the same markup for both colour modes, so the page
 * can keep the server's highlighted markup when it hydrates; the colours come
 * from these rules, one set per colour mode.
 *
 * The rules follow prism-react-renderer's `themeToDict`: a type's style is
 * every entry that lists it, later entries winning (so rules keep the theme's
 * order), and entries limited to `languages` apply to those languages only.
 */
import type {PrismTheme} from 'prism-react-renderer';

export type ColorMode = 'light' | 'dark';

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

/** A class name Prism can produce is a CSS identifier already; anything else is escaped. */
const cssClass = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

export function prismThemeCss(theme: PrismTheme, mode: ColorMode): string {
  const scope = `[data-theme='${mode}'] .prism-code`;
  const rules: string[] = [];
  // Plain text takes the theme's plain colour (stock Docusaurus sets it inline on <pre>).
  if (theme.plain.color) rules.push(`${scope}{color:${theme.plain.color}}`);
  // The block's own variables (theme-classic's CodeBlock/Container sets them inline, as
  // getPrismCssVariables does) come from the server for the light theme; until the page
  // hydrates, a reader in dark mode would see dark-mode tokens on the light background.
  // Important, to win over that inline style; after hydration both agree.
  const variables = (['color', 'backgroundColor'] as const)
    .filter((property) => typeof theme.plain[property] === 'string')
    .map((property) => `--prism-${kebab(property)}:${theme.plain[property]}!important`);
  if (variables.length) rules.push(`[data-theme='${mode}'] .theme-code-block{${variables.join(';')}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style as Record<string, unknown>);
    if (!body) continue;
    const scopes = entry.languages?.length ? entry.languages.map((language) => `${scope}.language-${cssClass(language)}`) : [scope];
    const selectors = scopes.flatMap((s) => entry.types.map((type) => `${s} .token.${cssClass(type)}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/** Both colour modes, plus what prism-react-renderer sets inline on every theme. */
export function codeHighlightCss(themes: {light: PrismTheme; dark: PrismTheme}): string {
  return [
    '/* Generated from themeConfig.prism by plugins/codeHighlight/index.ts */',
    // An empty token (a blank line) keeps its line's height, as prism-react-renderer's inline style does.
    '.prism-code .token:empty{display:inline-block}',
    prismThemeCss(themes.light, 'light'),
    prismThemeCss(themes.dark, 'dark'),
  ].join('\n');
}
