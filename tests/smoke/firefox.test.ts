/**
 * The smoke scenario (scenario.ts) in Firefox ESR from Debian's packages,
 * driven by puppeteer-core over WebDriver BiDi: headless, no geckodriver, no
 * browser download.
 */
import {after, before, test} from 'node:test';
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {runSmokeScenario, type SmokeDriver} from './scenario';
import {serveVariant, type ExtraBuild} from '../support/extraBuild';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const PORT = Number(process.env.SMOKE_FIREFOX_PORT ?? 3301);
const TIMEOUT_MS = 10_000;

let browser: Browser;
let page: Page;
let server: ExtraBuild;
const pageErrors: string[] = [];

function driverOf(p: Page): SmokeDriver {
  return {
    goto: async (url) => void (await p.goto(url)),
    waitFor: async (selector, timeout = TIMEOUT_MS) => void (await p.waitForSelector(selector, {timeout})),
    waitUntil: async (predicate, what, timeout = TIMEOUT_MS) => {
      await p.waitForFunction(predicate, {timeout}).catch((error: Error) => {
        throw new Error(`timed out waiting for ${what}: ${error.message}`);
      });
    },
    evaluate: <T>(expression: string) => p.evaluate(expression) as Promise<T>,
    pressCtrlK: async () => {
      await p.keyboard.down('Control');
      await p.keyboard.press('k');
      await p.keyboard.up('Control');
    },
    type: (text) => p.keyboard.type(text),
    pressEnter: () => p.keyboard.press('Enter'),
    click: (selector) => p.click(selector),
    url: async () => p.url(),
  };
}

before(async () => {
  server = await serveVariant('default', PORT);
  // Desktop width: the sidebar and the colour toggle are in the page, not the mobile menu.
  browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: {width: 1280, height: 800}});
  page = await browser.newPage();
  // BiDi reports errors of the load itself too, which the page's own recorder cannot see.
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('smoke in Firefox ESR', {timeout: 120_000}, async (t) => {
  await runSmokeScenario(driverOf(page), server.site, (name, run) => t.test(name, run).then(() => undefined));
  await t.test('no page errors, the loads included', () => {
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('\n')}`);
  });
});
