// The public types of this theme's swizzlable components that other themes import.
declare module '@theme/SearchModalAddon' {
  import type {ReactNode} from 'react';
  import type {SearchModalAddonProps} from '@site/plugins/search/client/modalAddon';

  export type Props = SearchModalAddonProps;
  export default function SearchModalAddon(props: Props): ReactNode;
}
