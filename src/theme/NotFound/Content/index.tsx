/**
 * Ejected from @docusaurus/theme-classic 3.9.2's NotFound/Content (same
 * markup and translations), with help to find the page the URL meant
 * (nearbyPages.ts) between its two paragraphs. It also sets the page title:
 * the docs plugin renders this content on its own for unknown paths under
 * /docs/, without the title the site-wide not-found page sets.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {loadPageTitles} from '@site/plugins/llms/client/pageTitles';
import {comparable, helpFor, type DocsVersion, type NotFoundHelp} from './nearbyPages';

function useDocsVersions(): DocsVersion[] {
  return Object.values(useAllDocsData()).flatMap((plugin) =>
    plugin.versions.map((version) => ({
      path: version.path,
      mainDocPath: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path,
      docPaths: version.docs.map((doc) => doc.path),
    })),
  );
}

/** Worked out once mounted: the prerendered 404.html does not know which URL it will answer. */
function useHelp(): NotFoundHelp | undefined {
  const versions = useDocsVersions();
  const history = useHistory();
  const [help, setHelp] = useState<NotFoundHelp>();
  useEffect(() => {
    const found = helpFor(window.location.pathname, versions);
    if (found.redirectTo) history.replace(`${found.redirectTo}${window.location.search}${window.location.hash}`);
    else setHelp(found);
    // Once per URL: the component remounts when the route changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return help;
}

/** The offered pages' titles, once llms.txt is read (paths are shown until then, and if it cannot be). */
function usePageTitles(wanted: boolean): Map<string, string> {
  const baseUrl = useBaseUrl('/');
  const [titles, setTitles] = useState(new Map<string, string>());
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    void loadPageTitles(baseUrl).then((byPath) => {
      if (current) setTitles(new Map([...byPath].map(([path, title]) => [comparable(path), title])));
    });
    return () => {
      current = false;
    };
  }, [wanted, baseUrl]);
  return titles;
}

function Help({help}: {help: NotFoundHelp}): ReactNode {
  const searchPage = useBaseUrl('/search');
  const titles = usePageTitles(help.pages.length > 0);
  if (help.pages.length === 0 && !help.query) return null;
  return (
    <>
      {help.pages.length > 0 && (
        <>
          <p>
            <Translate id="katachi.NotFound.didYouMean" description="Above the pages offered on the 404 page">
              Perhaps one of these pages:
            </Translate>
          </p>
          <ul>
            {help.pages.map((path) => (
              <li key={path}>
                <Link to={path}>{titles.get(comparable(path)) ?? path}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {help.query && (
        <p>
          <Link to={`${searchPage}?q=${encodeURIComponent(help.query)}`}>
            <Translate id="katachi.NotFound.search" description="Link from the 404 page to the search page" values={{query: help.query}}>
              {'Search the docs for “{query}”'}
            </Translate>
          </Link>
        </p>
      )}
    </>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const help = useHelp();
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              <Translate id="theme.NotFound.title" description="The title of the 404 page">
                Page Not Found
              </Translate>
            </Heading>
            <p>
              <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                We could not find what you were looking for.
              </Translate>
            </p>
            {help && <Help help={help} />}
            <p>
              <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
              </Translate>
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
