/**
 * The smoke scenario (scenario.ts) in WebKitGTK's MiniBrowser from Debian's
 * packages, driven by webdriverio through WebKitWebDriver (WebDriver classic)
 * under Xvfb: MiniBrowser has no headless mode.
 */
import {after, before, test} from 'node:test';
import {remote} from 'webdriverio';
import {runSmokeScenario, type SmokeDriver} from './scenario';
import {serveVariant, type ExtraBuild} from '../support/extraBuild';
import {startServer, type StartedServer} from '../support/server';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const PORT = Number(process.env.SMOKE_WEBKIT_PORT ?? 3302);
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4444);
const TIMEOUT_MS = 10_000;

type Browser = Awaited<ReturnType<typeof remote>>;
let browser: Browser;
let webDriver: StartedServer;
let server: ExtraBuild;

function driverOf(b: Browser): SmokeDriver {
  return {
    goto: (url) => b.url(url).then(() => undefined),
    waitFor: (selector, timeout = TIMEOUT_MS) =>
      b
        .$(selector)
        .waitForExist({timeout})
        .then(() => undefined),
    waitUntil: (predicate, what, timeout = TIMEOUT_MS) =>
      b
        .waitUntil(() => b.execute(`return !!(${predicate})`) as Promise<boolean>, {timeout, timeoutMsg: `timed out waiting for ${what}`})
        .then(() => undefined),
    evaluate: <T>(expression: string) => b.execute(`return (${expression})`) as Promise<T>,
    pressCtrlK: () => b.keys(['Control', 'k']),
    type: (text) => b.keys([...text]),
    pressEnter: () => b.keys(['Enter']),
    click: (selector) => b.$(selector).click(),
    url: () => b.getUrl(),
  };
}

before(async () => {
  server = await serveVariant('default', PORT);
  // Its own X server (xvfb-run -a picks a free display).
  webDriver = await startServer('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${DRIVER_PORT}`], `http://127.0.0.1:${DRIVER_PORT}/status`, 30_000);
  browser = await remote({
    hostname: '127.0.0.1',
    port: DRIVER_PORT,
    path: '/',
    logLevel: 'warn',
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {binary: MINIBROWSER, args: ['--automation']},
      'wdio:enforceWebDriverClassic': true,
    } as WebdriverIO.Capabilities,
  });
  // Desktop width: the sidebar and the colour toggle are in the page, not the mobile menu.
  await browser.setWindowSize(1280, 800);
});

after(async () => {
  await browser?.deleteSession().catch(() => undefined);
  webDriver?.stop();
  await server?.stop();
});

test('smoke in WebKitGTK', {timeout: 120_000}, async (t) => {
  await runSmokeScenario(driverOf(browser), server.site, (name, run) => t.test(name, run).then(() => undefined));
});
