/**
 * The model's Markdown as React elements, safely: the text is parsed to an
 * mdast tree (mdast-util-from-markdown with GFM, the parser Docusaurus' own
 * MDX pipeline uses) and every node becomes a React element we choose. Raw
 * HTML from the model is shown as text, never parsed by the browser; links
 * are kept only when they lead to http(s) addresses; images are shown as
 * their alt text (an image would be a request to another host).
 * Code blocks are highlighted with the site's Prism theme, like its own.
 * A citation ("[2]") of a section the answer was given becomes a link to it,
 * as its entry under Sources is.
 */
import React from 'react';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {ensurePrismLanguages} from '@site/plugins/codeHighlight/client/prismLanguages';
import type {Nodes, RootContent} from 'mdast';
import {safeHref} from '../../client/safeHref';
import {CITATION} from '../../client/citedSources';
import type {Section} from '../../client/section';

function CodeBlock({code, language}: {code: string; language: string | null | undefined}) {
  const theme = usePrismTheme();
  // The site registers Prism's extra grammars (ruby, bash, diff) only when a code block is drawn in the browser.
  ensurePrismLanguages();
  const lang = (language ?? '').toLowerCase().replace(/^rb$/, 'ruby');
  const known = !!lang && !!(Prism.languages as Record<string, unknown>)[lang];
  return (
    <Highlight prism={Prism} theme={theme} code={code.replace(/\n$/, '')} language={known ? lang : 'text'}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        // Scrollable region: focusable so keyboard readers can scroll it (axe scrollable-region-focusable).
        <pre className={`${className} katachi-answer-code`} style={style} tabIndex={0}>
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({line})}>
                {line.map((token, j) => (
                  <span key={j} {...getTokenProps({token})} />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return '';
}

/** A section the answer may cite as [n], and what following its link does. */
export type Citations = {
  sources: ReadonlyArray<Pick<Section, 'n' | 'url' | 'path'>>;
  onFollow: (url: string, event: React.MouseEvent) => void;
};

/** What rendering needs beside the node: the page's address and the citable sections. */
type Context = {base: string; citations?: Citations; inLink?: boolean};

/** Text with each "[n]" of a given section as a link to it (never inside a link: links do not nest). */
function textWithCitations(value: string, {citations, inLink}: Context): React.ReactNode {
  if (!citations || inLink || !value.includes('[')) return value;
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of value.matchAll(CITATION)) {
    const source = citations.sources.find((s) => s.n === Number(match[1]));
    if (!source) continue;
    parts.push(value.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        className="katachi-answer-citation"
        href={source.url}
        aria-label={`${match[0]} ${source.path.join(' › ')}`}
        onClick={(event) => citations.onFollow(source.url, event)}>
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return value;
  parts.push(value.slice(last));
  return parts;
}

function children(node: {children: RootContent[]}, context: Context): React.ReactNode[] {
  return node.children.map((child, i) => render(child, context, i));
}

function render(node: RootContent, context: Context, key: number): React.ReactNode {
  const {base} = context;
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children(node, context)}</p>;
    case 'heading':
      // Not a real heading: the modal's outline is not the model's to change.
      return (
        <p key={key} className="katachi-answer-heading">
          <strong>{children(node, context)}</strong>
        </p>
      );
    case 'text':
      return <React.Fragment key={key}>{textWithCitations(node.value, context)}</React.Fragment>;
    case 'html':
      return node.value; // shown as the text it is
    case 'emphasis':
      return <em key={key}>{children(node, context)}</em>;
    case 'strong':
      return <strong key={key}>{children(node, context)}</strong>;
    case 'delete':
      return <del key={key}>{children(node, context)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{children(node, context)}</blockquote>;
    case 'code':
      return <CodeBlock key={key} code={node.value} language={node.lang} />;
    case 'list': {
      const items = node.children.map((item, i) => (
        <li key={i}>
          {item.spread
            ? children(item, context)
            : item.children.flatMap((c, j) => (c.type === 'paragraph' ? children(c, context) : [render(c, context, j)]))}
        </li>
      ));
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'link': {
      const href = safeHref(node.url, base);
      const inside = children(node, {...context, inLink: true});
      if (!href) return <span key={key}>{inside}</span>;
      // Another site opens in a new tab, which the link says, in sight and to screen readers.
      const newTab = new URL(href).origin !== new URL(base).origin;
      return (
        <a key={key} href={href} rel="noopener noreferrer nofollow" target={newTab ? '_blank' : undefined}>
          {inside}
          {newTab && (
            <>
              <span aria-hidden="true">&nbsp;↗</span>
              <span className="katachi-visually-hidden"> (opens in a new tab)</span>
            </>
          )}
        </a>
      );
    }
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'linkReference':
      return <span key={key}>{children(node, context)}</span>;
    case 'table':
      return (
        <div key={key} className="katachi-answer-table" tabIndex={0} role="region" aria-label="Table">
          <table>
            <tbody>
              {node.children.map((row, r) => (
                <tr key={r}>
                  {row.children.map((cell, c) => (r === 0 ? <th key={c}>{children(cell, context)}</th> : <td key={c}>{children(cell, context)}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return null;
    default:
      return textOf(node as Nodes);
  }
}

function parseAnswer(markdown: string) {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

export default function Markdown({text, citations}: {text: string; citations?: Citations}) {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const tree = parseAnswer(text);
  return <>{children(tree, {base, citations})}</>;
}
