/**
 * One Lighthouse run (mobile preset: simulated slow 4G and 4× CPU slowdown)
 * on Debian's Chromium, reduced to the figures the bench prints.
 */
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM, missingChromium} from '../chromium';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageFigures = {
  /** Lighthouse performance score, 0–100. */
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** Main-thread work (all categories), as Lighthouse reports it (throttled). */
  mainThreadMs: number;
  /** Bytes transferred (compressed). */
  bytes: number;
  /**
   * Lighthouse's measure of this machine's speed (higher is faster): its 4×
   * slowdown is relative to the host, so figures of runs on different
   * machines are only comparable beside it.
   */
  benchmarkIndex: number;
};

export type Browser = {port: number; kill(): Promise<void>};

export async function launchBrowser(): Promise<Browser> {
  // chrome-launcher reports a missing executable as an unhandled 'error' event: a stack trace, not a reason.
  const missing = missingChromium();
  if (missing) throw new Error(missing);
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
  return {port: chrome.port, kill: async () => chrome.kill()};
}

/** `cpuSlowdown`: the mobile preset's 4 unless given (its other throttling settings stay as they are). */
export async function runLighthouse(url: string, browser: Browser, cpuSlowdown = 4): Promise<PageFigures> {
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: {cpuSlowdownMultiplier: cpuSlowdown},
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
    throw new Error(`Lighthouse ran with CPU slowdown ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}, not ×${cpuSlowdown}`);
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    bytes: numeric('total-byte-weight'),
    benchmarkIndex: Number(lhr.environment.benchmarkIndex ?? NaN),
  };
}
