import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {codeHighlightCss, prismThemeCss} from '../../../plugins/codeHighlight/node/themeCss';

/** The declarations a selector gets, in stylesheet order (later wins, as in CSS). */
function declarationsFor(css: string, selector: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = match[1].split(',').map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    for (const declaration of match[2].split(';')) {
      const [property, value] = declaration.split(':');
      if (property) result[property] = value;
    }
  }
  return result;
}

test('each token type gets the colours prism-react-renderer would set inline, per colour mode', () => {
  const css = codeHighlightCss({light: themes.github, dark: themes.dracula});
  // github: "keyword" is listed twice; the later entry (#00009f) wins, as in themeToDict.
  assert.equal(declarationsFor(css, "[data-theme='light'] .prism-code .token.keyword").color, '#00009f');
  assert.equal(declarationsFor(css, "[data-theme='light'] .prism-code .token.comment")['font-style'], 'italic');
  assert.equal(declarationsFor(css, "[data-theme='light'] .prism-code").color, themes.github.plain.color);
  assert.equal(declarationsFor(css, "[data-theme='dark'] .prism-code").color, themes.dracula.plain.color);
  // The block's background follows the colour mode before hydration too, over the server's inline light variables.
  assert.equal(
    declarationsFor(css, "[data-theme='dark'] .theme-code-block")['--prism-background-color'],
    `${themes.dracula.plain.backgroundColor}!important`,
  );
  assert.equal(declarationsFor(css, "[data-theme='light'] .theme-code-block")['--prism-color'], `${themes.github.plain.color}!important`);
  assert.notEqual(
    declarationsFor(css, "[data-theme='dark'] .prism-code .token.string").color,
    declarationsFor(css, "[data-theme='light'] .prism-code .token.string").color,
  );
});

test('language-limited entries apply to that language only; camelCase properties become CSS', () => {
  const theme: PrismTheme = {
    plain: {color: '#111', backgroundColor: '#fff'},
    styles: [
      {types: ['string'], style: {color: '#222'}},
      {types: ['string'], languages: ['ruby'], style: {color: '#333', textDecorationLine: 'underline'}},
    ],
  };
  const css = prismThemeCss(theme, 'dark');
  assert.equal(declarationsFor(css, "[data-theme='dark'] .prism-code .token.string").color, '#222');
  assert.deepEqual(declarationsFor(css, "[data-theme='dark'] .prism-code.language-ruby .token.string"), {
    color: '#333',
    'text-decoration-line': 'underline',
  });
});
