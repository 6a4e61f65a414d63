import {defineConfig} from '@playwright/test';
import {DEV_PORT} from './tests/support/devServer';

// Tests drive Debian's Chromium: test tools may not download browsers here.
// Chromium's headless shell (Debian's chromium-headless-shell): the same engine without
// the full browser's window machinery, about a fifth less CPU per test here.
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const BUILT_PORT = Number(process.env.BUILT_PORT ?? 3100);
// Which production build to serve (default: the one `docusaurus build` writes).
const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI as locally: a flaky test is fixed, not retried until it passes.
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM, args: chromiumArgs},
    trace: 'off',
  },
  projects: [
    {
      // Everything a reader sees, against the production build.
      name: 'built',
      testIgnore: /dev-server\//,
      use: {baseURL: `http://localhost:${BUILT_PORT}`},
    },
    {
      // Authoring flow: the development server with live search index, which
      // its spec starts itself (tests/support/devServer.ts): no other test needs it.
      name: 'dev',
      testMatch: /dev-server\/.*\.spec\.ts/,
      timeout: 180_000,
      use: {baseURL: `http://localhost:${DEV_PORT}`},
    },
  ],
  webServer: {
    // Quoted: a build folder whose path has a space.
    command: `npx docusaurus serve --dir ${JSON.stringify(BUILD_DIR)} --port ${BUILT_PORT} --host localhost --no-open`,
    url: `http://localhost:${BUILT_PORT}/katachi/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
