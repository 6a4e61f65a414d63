import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';

export default function localSearchTheme(_context: LoadContext): Plugin {
  return {
    name: 'katachi-local-search',
    getThemePath() {
      return path.resolve(__dirname, './components');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, './components');
    },
  };
}
