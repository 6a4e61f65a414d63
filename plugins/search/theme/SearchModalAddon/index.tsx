/** The modal's extension point when no add-on fills it: nothing at all (see ../../client/modalAddon.ts). */
import type {SearchModalAddonProps} from '../../client/modalAddon';

export default function SearchModalAddon(_props: SearchModalAddonProps): null {
  return null;
}
