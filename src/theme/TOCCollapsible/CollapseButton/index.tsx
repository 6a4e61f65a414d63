import type {ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

/**
 * The small-screen "On this page" button says whether its list is open (WCAG 4.1.2):
 * theme-classic 3.9.2 shows it only by the arrow. The original spreads its props onto the
 * button.
 */
export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
