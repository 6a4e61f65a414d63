/**
 * Wraps the doc page footer (only in builds with analytics configured: this
 * folder is the analytics plugin's theme path) to end every doc page with
 * "Was this page helpful?". `@theme-init` is the theme's own footer, so a
 * site-level swizzle in src/theme/DocItem/Footer still wraps this one.
 */
import React from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageHelpful from '../../PageHelpful';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Footer {...props} />
      <PageHelpful />
    </>
  );
}
