import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/plugins/llms/theme/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every doc page gets "Copy page" / "View as Markdown" above its content
 * (see plugins/llms/). It sits outside the Markdown container, so search does not
 * index its labels as page text.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
