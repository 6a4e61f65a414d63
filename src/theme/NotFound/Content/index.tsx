import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The docs plugin renders the not-found content on its own for unknown paths
 * under /docs/, without the page title that the site-wide not-found page sets.
 * Setting it here gives every not-found page the `Page Not Found | Katachi` title.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <Content {...props} />
    </>
  );
}
