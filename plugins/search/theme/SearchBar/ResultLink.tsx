/**
 * How the modal opens a result. A result is a real link (see useLinkAsOption):
 * plain clicks navigate in the page (keeping the landing highlight), while
 * Ctrl/Cmd/Shift/middle clicks and the context menu are left to the browser, as
 * for any link; the keyboard's Enter and its modifiers go through the navigator.
 */
import React, {useCallback, useId, useMemo, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {useResultUrl} from '../hooks/useLocalSearch';
import {rememberHighlight} from '../../client/landingHighlight';
import {savedSearchParts, useLinkAsOption} from '../../client/docsearch/patches';
import {modalQuery, resultPosition} from '../../client/docsearch/dom';
import {OWN_CLASS} from '../../client/docsearch/selectors';
import {withResultOpenedEvents} from '../../../analytics/client/searchModal';
import {MissingWords, useMissingWords} from './RelaxedQueryNotice';

type HitProps = {hit: {url: string; objectID?: string; _matchedTerms?: string[]}; children: React.ReactNode};
type Navigate = (item: {itemUrl: string; item?: object}) => void;

/** The query's matched terms our engine puts on a hit, for highlighting them on the page opened. */
function matchedTermsOf(item?: object): string[] {
  const terms = item && '_matchedTerms' in item ? item._matchedTerms : undefined;
  return Array.isArray(terms) ? terms : [];
}

function HitLink({hit, navigate, children}: HitProps & {navigate: Navigate}) {
  const link = useRef<HTMLAnchorElement>(null);
  useLinkAsOption(link);
  const missingWords = useMissingWords(hit.objectID);
  const onClick = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({itemUrl: hit.url, item: hit});
  };
  // tabIndex -1: focus stays in the input, which points at the active option.
  // DocSearch puts role, id and aria-selected on its own <li> around it; our patch
  // (client/docsearch/patches.ts, linkAsOption) moves them onto this link on every render.
  const saved = savedSearchParts(children);
  const keysHint = useId();
  const option = (
    <a
      ref={link}
      className={OWN_CLASS.hitLink}
      href={hit.url}
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="option"
      tabIndex={-1}
      onClick={onClick}
      aria-keyshortcuts={saved?.keys}
      aria-describedby={saved ? keysHint : undefined}>
      {saved ? saved.entry : children}
      <MissingWords words={missingWords} />
    </a>
  );
  if (!saved) return option;
  // A saved search's buttons sit beside the option, for the pointer; the keyboard has keys.
  return (
    <>
      {option}
      <span id={keysHint} hidden>
        {saved.hint}
      </span>
      <div className={OWN_CLASS.savedSearchActions} aria-hidden="true">
        {saved.actions}
      </div>
    </>
  );
}

/**
 * What DocSearch's modal needs to link its results: the navigator (in the page through
 * the router, in a new tab or window by the browser; analytics hears of each), the
 * results' URLs as the site's options rewrite them, and each result as a link.
 */
export function useResultLinks() {
  const resultUrl = useResultUrl();
  const history = useHistory();
  const navigator = useMemo(
    () =>
      withResultOpenedEvents(
        {
          navigate({itemUrl, item}: {itemUrl: string; item?: object}) {
            if (resultUrl.isExternal(itemUrl)) {
              window.location.href = itemUrl;
              return;
            }
            rememberHighlight(itemUrl, matchedTermsOf(item));
            history.push(itemUrl);
          },
          navigateNewTab({itemUrl}: {itemUrl: string}) {
            window.open(itemUrl, '_blank', 'noopener')?.focus();
          },
          navigateNewWindow({itemUrl}: {itemUrl: string}) {
            // `popup` asks for a separate window rather than a tab.
            window.open(itemUrl, '_blank', 'noopener,popup');
          },
        },
        // Where the opened result is, read from DocSearch's modal (analytics knows nothing of its markup).
        (itemUrl) => ({query: modalQuery(), position: resultPosition(itemUrl)}),
      ),
    [history, resultUrl],
  );
  const transformItems = useCallback(
    <T extends {url: string}>(items: T[]) => items.map((item) => ({...item, url: resultUrl.process(item.url)})),
    [resultUrl],
  );
  const Hit = useCallback(
    ({hit, children}: HitProps) => (
      <HitLink hit={hit} navigate={navigator.navigate}>
        {children}
      </HitLink>
    ),
    [navigator],
  );
  return {navigator, transformItems, Hit};
}
