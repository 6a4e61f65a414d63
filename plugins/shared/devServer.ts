/**
 * What the search theme and the llms plugin share under `docusaurus start`: both write
 * files as docs change (the index, the Markdown copies) into a folder of their own that the
 * dev server serves at the site's base URL, as a build has them beside the pages.
 */
import path from 'node:path';
import type {Configuration as DevServerConfiguration} from 'webpack-dev-server';

/** True under the dev server, false in a build. */
export const isDevServer = (): boolean => process.env.NODE_ENV !== 'production';

/** A plugin's folder of files for the dev server, under the site's `node_modules/.cache/`. */
export const devServerFolder = (siteDir: string, name: string): string => path.join(siteDir, 'node_modules', '.cache', name);

/**
 * `configureWebpack`'s result that has the dev server serve `folder` at `baseUrl`, in the
 * browser's bundle under the dev server only. Files only: a folder (docs/Contributing/, beside
 * the page docs/Contributing) is neither redirected to a trailing slash nor listed, so the
 * page's own URL still reaches the app.
 */
export function servedByDevServer(folder: string, baseUrl: string, isServer: boolean): {devServer?: DevServerConfiguration} {
  if (isServer || !isDevServer()) return {};
  const devServer: DevServerConfiguration = {
    static: [{directory: folder, publicPath: baseUrl, watch: false, serveIndex: false, staticOptions: {redirect: false}}],
  };
  return {devServer};
}
