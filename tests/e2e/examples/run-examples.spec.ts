/**
 * Runnable Ruby examples against the real gem in the page (a build made with
 * KATACHI_PATH; skipped with the reason otherwise): in the page, examples show
 * values equal to their annotations; editing, reset, exceptions, the 10 s
 * limit, a failed download and Retry; nothing downloaded before Run.
 *
 * The value of every example is checked by the Ruby example check
 * (tools/ruby-examples, a stage of the test command) with the same runner
 * (plugins/examples/shared/runner.rb) and the same wasm Ruby; here every page's
 * runner is exercised: all examples of the first page, the first example of
 * each other page.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {BASE, pageSettled} from '../../support/site';
import {editTo, exampleAt, pagesOfRunnableExamples, RUN_NAME, runAndWait, runButtons, shownValues, whyNoRunControls} from './support';

const skipReason = whyNoRunControls();
if (skipReason) console.log(`[examples] Run browser tests skipped: ${skipReason}`);
test.skip(skipReason !== null, skipReason ?? '');

const BASIC = `${BASE}/docs/Features/BasicShapes`;
const RUNTIME_FILE = /\/ruby-examples\//;

/** Client-side navigation keeps the page's JavaScript, so Ruby stays compiled across pages. */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

test('the examples of every page run in the page and show values equal to their annotations', async ({page}) => {
  test.setTimeout(600_000);
  const pages = await pagesOfRunnableExamples();
  expect(pages.length, 'pages with runnable examples').toBeGreaterThan(5);
  const downloads: string[] = [];
  page.on('request', (r) => {
    if (RUNTIME_FILE.test(r.url())) downloads.push(r.url());
  });
  await gotoHydrated(page, pages[0].route);
  let ran = 0;
  for (const docPage of pages) {
    await test.step(docPage.route, async () => {
      if (page.url() !== new URL(docPage.route, page.url()).href) await navigateInApp(page, docPage.route);
      await expect(runButtons(page), `Run buttons on ${docPage.route}`).toHaveCount(docPage.blocks.length);
      const checked = docPage === pages[0] ? docPage.blocks : docPage.blocks.slice(0, 1);
      for (const [n, block] of checked.entries()) {
        const example = exampleAt(page, n);
        const summary = await runAndWait(example);
        expect(summary, block.source).toMatch(/^Run finished/);
        expect(summary, `${block.source} raised nothing`).not.toMatch(/raised/);
        const shown = await shownValues(example);
        expect(
          shown.map((s) => s.actual),
          `${block.source}: the values beside its annotations`,
        ).toEqual(block.expected);
        expect(
          shown.every((s) => s.verdict === 'match'),
          `${block.source}: every value marked as matching`,
        ).toBe(true);
        ran++;
      }
    });
  }
  expect(ran).toBe(pages[0].blocks.length + pages.length - 1);
  // Compiled once for the whole visit: each runtime file was downloaded once.
  expect(downloads.length, downloads.join('\n')).toBe(3);
});

test('nothing of Ruby or the gem is downloaded before the first Run', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await gotoHydrated(page, BASIC);
  await runButtons(page).first().scrollIntoViewIfNeeded();
  await page.mouse.move(10, 10);
  await pageSettled(page);
  expect(requests.filter((u) => RUNTIME_FILE.test(u))).toEqual([]);
  expect(workers, 'no worker before the first Run').toEqual([]);

  await runAndWait(exampleAt(page, 0));
  const runtime = requests.filter((u) => RUNTIME_FILE.test(u)).map((u) => new URL(u).pathname.replace(/\.[0-9a-f]{16}\./, '.HASH.'));
  expect(runtime.sort()).toEqual([
    `${BASE}/ruby-examples/katachi-gem.HASH.json`,
    `${BASE}/ruby-examples/prism.HASH.wasm`,
    `${BASE}/ruby-examples/ruby.HASH.wasm`,
  ]);
});

test('pressing Run leaves the code block as the page rendered it: the same element, highlighted in every frame', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  const code = example.locator('pre code');
  await expect(code.locator('.token').first()).toBeVisible();
  await code.evaluate((element) => {
    (element as HTMLElement).dataset.asRendered = '';
    // Each frame until the run ends: is the block on screen without its tokens (rendered again, plain)?
    const frames = {plain: 0, seen: 0};
    (window as unknown as {codeFrames: typeof frames}).codeFrames = frames;
    const watch = () => {
      const shown = document.querySelector('[data-as-rendered]');
      frames.seen += 1;
      if (!shown || !shown.querySelector('.token')) frames.plain += 1;
      if (!document.querySelector('[data-outcome]')) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await runAndWait(example);
  const frames = await page.evaluate(() => (window as unknown as {codeFrames: {plain: number; seen: number}}).codeFrames);
  expect(frames.seen).toBeGreaterThan(0);
  expect(frames.plain, 'frames where the code block was rendered again, plain').toBe(0);
  await expect(code).toHaveAttribute('data-as-rendered', '');
});

test('the code can be edited and run again, shows a mismatch and an exception, and resets', async ({page}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example);
  expect(await shownValues(example)).toEqual([{actual: 'true', verdict: 'match'}]);

  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox');
  await expect(editor).toBeFocused();
  await editor.fill('require "katachi"\nputs "checking"\nKt.compare(value: 42, shape: String).match? # => true\n');
  // Ctrl+Enter in the editor runs the edited code.
  await editor.press('Control+Enter');
  const summary = example.getByRole('status');
  await expect(summary).toHaveText(/^Run finished: 0 of 1 value matches the annotation; 1 differs; it printed output\.$/, {timeout: 60_000});
  expect(await shownValues(example)).toEqual([{actual: 'false', verdict: 'differs'}]);
  await expect(example.locator('li[data-verdict="differs"]')).toContainText('differs from the annotation true');
  await expect(example.getByRole('figure')).toContainText('checking');

  await editor.fill('Kt.compare(value: 1, shape: :$no_such_shape).code # => :match\n');
  await runAndWait(example);
  await expect(example.locator('[data-raised]')).toContainText('Exception on line 1: ArgumentError');
  await expect(summary).toContainText('raised ArgumentError on line 1');
  expect(await shownValues(example)).toEqual([{actual: '', verdict: 'unreached'}]);

  await example.getByRole('button', {name: 'Reset'}).click();
  await expect(example.getByRole('textbox')).toHaveCount(0);
  await expect(example.locator('pre code')).toContainText('Kt.compare(value: "hello", shape: String).match?');
  // The code block was only hidden while the editor showed: back as the page rendered it.
  await expect(example.locator('pre code .token.string').first()).toBeVisible();
  await expect(example.getByRole('button', {name: RUN_NAME})).toBeFocused();
  await runAndWait(example);
  expect(await shownValues(example)).toEqual([{actual: 'true', verdict: 'match'}]);
});

test('a run longer than 10 s is stopped with a message, and Run works again', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example); // Ruby downloaded and compiled: the limit then times Ruby alone
  await editTo(example, 'i = 0\nloop { i += 1 }\n');
  // The page's clock, not the wall clock, runs the 10 s limit (a timer on the
  // page, which stops the worker): held while the run starts, moved past the limit.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  // While it runs, its Run button (what `example` is found by) is busy: the summary is found on the page.
  const summary = page.getByTestId('run-summary').first();
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText('Running…');
  await page.clock.fastForward(9_500);
  await expect(summary, 'not stopped before the limit').not.toHaveText(/^Stopped/);
  await page.clock.fastForward(1_000);
  await expect(summary).toHaveText(/^Stopped after 10 seconds/);
  await expect(page.getByText(/Stopped after 10 seconds/)).toHaveCount(1);
  await page.clock.resume();
  // The page still responds, and a new worker runs the next example with the same compiled Ruby.
  await example.getByRole('button', {name: 'Reset'}).click();
  expect(await runAndWait(example)).toMatch(/^Run finished: 1 of 1 value matches/);
  expect(await shownValues(example)).toEqual([{actual: 'true', verdict: 'match'}]);
});

test('Stop ends a running example and one waiting its turn at once; focus goes to Run, and Run works again', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const first = exampleAt(page, 0);
  const second = exampleAt(page, 1);
  await runAndWait(first); // Ruby downloaded and compiled
  await editTo(first, 'loop {}\n');
  const [firstSummary, secondSummary] = [page.getByTestId('run-summary').first(), page.getByTestId('run-summary').nth(1)];
  await first.getByRole('button', {name: RUN_NAME}).click();
  await expect(firstSummary).toHaveText('Running…');
  // Stop is there only while a run is unfinished, named for its example as Run is.
  await expect(second.getByRole('button', {name: /^Stop/})).toHaveCount(0);
  await second.getByRole('button', {name: RUN_NAME}).click();
  // It says which example it waits for: the first, named as its buttons are.
  const firstName = (await first.getByRole('button', {name: RUN_NAME}).getAttribute('aria-label'))!.slice('Run '.length);
  await expect(secondSummary).toHaveText(`Waiting for ${firstName} to finish…`);
  const stopSecond = second.getByRole('button', {name: /^Stop example 2/});
  await stopSecond.click();
  await expect(secondSummary).toHaveText('Cancelled before it started. Run works again.');
  await expect(stopSecond).toHaveCount(0);
  await expect(second.getByRole('button', {name: RUN_NAME})).toBeFocused();
  await expect(firstSummary, 'the running example is not stopped by the other’s Stop').toHaveText('Running…');

  // Well before the 10 s limit (the page's own clock is not held here).
  const pressed = Date.now();
  await first.getByRole('button', {name: /^Stop example 1/}).click();
  await expect(firstSummary).toHaveText('Stopped before it finished. Run works again.');
  expect(Date.now() - pressed).toBeLessThan(5_000);
  await expect(first.getByRole('button', {name: RUN_NAME})).toBeFocused();
  // Stopping is the reader's choice, not a failure: no failure style, no Retry.
  await expect(firstSummary).not.toHaveClass(/failure/);
  await expect(first.getByRole('button', {name: 'Retry'})).toHaveCount(0);

  // A new worker runs both, with the same compiled Ruby.
  await first.getByRole('button', {name: /^Reset/}).click();
  expect(await runAndWait(first)).toMatch(/^Run finished/);
  expect(await runAndWait(second)).toMatch(/^Run finished/);
});

test('what a run prints shows while it runs, scrolled to its end, and stays after Stop and after the time limit', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example); // Ruby downloaded and compiled
  await editTo(example, '40.times { |i| puts "step #{i + 1}" }\n$stderr.puts "stuck here"\nloop {}\n');
  const summary = page.getByTestId('run-summary').first();
  const printed = page.getByRole('figure');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText('Running…');
  await expect(printed).toHaveCount(1);
  await expect(printed.locator('figcaption')).toHaveText('Printed so far');
  await expect(printed.locator('pre')).toContainText('step 40\nstderr: stuck here');
  // The end, where a reader looks to see where it got stuck, is in sight.
  const box = printed.locator('pre');
  await expect.poll(() => box.evaluate((e) => e.scrollHeight - e.clientHeight - e.scrollTop)).toBeLessThan(2);
  expect(await box.evaluate((e) => e.scrollHeight > e.clientHeight), 'enough output to scroll').toBe(true);

  await example.getByRole('button', {name: /^Stop/}).click();
  await expect(summary).toHaveText('Stopped before it finished. What it printed until then is below. Run works again.');
  await expect(printed.locator('figcaption')).toHaveText('Printed before it stopped');
  await expect(printed.locator('pre')).toContainText('step 1\n');
  await expect(printed.locator('pre')).toContainText('step 40\nstderr: stuck here');

  // The time limit keeps it too (the page's clock runs the limit, as in the test above).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText('Running…');
  // The output is shown on the page's clock too: moved on a little at a time until it is, well within the limit.
  await expect
    .poll(async () => {
      await page.clock.fastForward(200);
      return printed.locator('figcaption').textContent();
    })
    .toBe('Printed so far');
  await page.clock.fastForward(10_000);
  await expect(summary).toHaveText(/^Stopped after 10 seconds: .* What it printed until then is below\. Ruby was restarted/);
  await expect(printed.locator('figcaption')).toHaveText('Printed before it stopped');
  await expect(printed.locator('pre')).toContainText('step 40\nstderr: stuck here');
});

test("Stop is last: pressed twice, or as the run ends, it never Resets the reader's code; focus on it goes to Run when the run ends", async ({
  page,
}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example); // Ruby downloaded and compiled
  const edited = 'puts "my edited code"\nloop {}\n';
  await editTo(example, edited);
  const summary = page.getByTestId('run-summary').first();
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(page.getByRole('figure').locator('pre')).toContainText('my edited code');
  const toolbarNames = await example.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent));
  expect(toolbarNames.slice(-1), 'nothing after Stop to move under the pointer').toEqual(['Stop']);
  await example.getByRole('button', {name: /^Stop/}).dblclick();
  await expect(summary).toHaveText(/^Stopped before it finished/);
  await expect(example.getByRole('textbox')).toHaveValue(edited);
  await expect(page.getByRole('figure').locator('pre')).toContainText('my edited code');

  // A run that ends by itself while Stop has focus: focus goes to Run, not to the page.
  await example.getByRole('textbox').fill('sleep 1\nputs "done"\n');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await example.getByRole('button', {name: /^Stop/}).focus();
  await expect(summary).toHaveText(/^Run finished/, {timeout: 30_000});
  await expect(example.getByRole('button', {name: RUN_NAME})).toBeFocused();
});

test("while a new run has printed nothing, the last results say they are the last run's; Reset ends a run and shows none", async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example);
  await editTo(example, 'puts "first"\n');
  expect(await runAndWait(example)).toMatch(/^Run finished/);
  await example.getByRole('textbox').fill('sleep 2\nputs "second"\n');
  const summary = page.getByTestId('run-summary').first();
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText('Running…');
  await expect(page.getByText('From the previous run: this run has printed nothing yet.')).toBeVisible();
  await expect(summary).toHaveText(/^Run finished/, {timeout: 30_000});
  await expect(page.getByText(/^From the previous run/)).toHaveCount(0);

  // Reset while a run goes on: the run ends, and the example is back to its start.
  await example.getByRole('textbox').fill('loop { puts "r"; sleep 0.2 }\n');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(page.getByText('Printed so far')).toBeVisible();
  await example.getByRole('button', {name: /^Reset/}).click();
  await expect(summary).toHaveText('Code reset to the original example.');
  await expect(page.getByRole('button', {name: /^Stop/})).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  expect(await runAndWait(exampleAt(page, 0))).toMatch(/^Run finished/);
});

test("a run is ended when the reader leaves its page: the next page's examples do not wait for it", async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await runAndWait(example);
  await editTo(example, 'loop { puts "still here"; sleep 0.2 }\n');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(page.getByText('Printed so far')).toBeVisible();
  await page.getByRole('link', {name: 'Hashes', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/Features\/Hashes$/);
  const there = exampleAt(page, 0);
  const summary = page.getByTestId('run-summary').first();
  await there.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).not.toHaveText(/^Waiting/);
  await expect(summary).toHaveText(/^Run finished/, {timeout: 5_000});
});

test('every line a run writes to stderr is marked, not the first only; terminal codes are acted on; while a long run goes on, its end shows', async ({
  page,
}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await editTo(example, 'puts "out1"\n$stderr.puts "errA\\nerrB"\nputs "out2"\n');
  await runAndWait(example);
  await expect(page.getByRole('figure').locator('pre')).toHaveText('out1\nstderr: errA\nstderr: errB\nout2\n');
  // Written for a terminal: a progress line written over, a colour code acted on.
  await example.getByRole('textbox').fill('print "50%\\r100%\\n"\nputs "\\e[31mred\\e[0m"\n');
  await runAndWait(example);
  await expect(page.getByRole('figure').locator('pre')).toHaveText('100%\nred\n');

  await example.getByRole('textbox').fill('loop { puts "o"; $stderr.puts "e" }\n');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(page.getByText(/^While it runs, the last [\d,]+ characters show; all of it shows when it ends\.$/)).toBeVisible({timeout: 30_000});
  expect(await page.getByRole('figure').locator('pre span').count(), 'the live output stays small').toBeLessThan(1_000);
  await example.getByRole('button', {name: /^Stop/}).click();
  await expect(page.getByText('Printed before it stopped')).toBeVisible();
  await expect(page.getByText(/^While it runs/)).toHaveCount(0);
});

test('a worker ended by Stop cannot fail the next run: its late error is its own', async ({page}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  const summary = example.getByRole('status');
  await example.getByRole('button', {name: /^Edit/}).click();
  const editor = example.getByRole('textbox');
  // The sequence a reader's audit found: a few runs, then one that prints without end, stopped.
  for (const code of ['puts "hello"', 'p 1+1', 'x = 5 # => 6', 'def foo(', 'raise ArgumentError, "boom"']) {
    await editor.fill(code);
    await example.getByRole('button', {name: RUN_NAME}).click();
    await expect(summary).toHaveText(/^Run finished/, {timeout: 60_000});
  }
  await editor.fill('loop { puts "x" * 200 }');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText('Running…');
  await page.waitForTimeout(5_000);
  await example.getByRole('button', {name: /^Stop/}).click();
  await expect(summary).toHaveText('Stopped before it finished. What it printed until then is below. Run works again.');
  // Long enough for the ended worker's error to arrive while this run is under way.
  await editor.fill('sleep 3\nputs "done" # => nil');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText(/^Run finished: 1 of 1 value matches/, {timeout: 30_000});
});

test('Stop during the download of Ruby stops that run; the download goes on, and the next Run uses it', async ({page}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route('**/ruby-examples/ruby.*.wasm', async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  const summary = example.getByRole('status');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText(/^Downloading Ruby/);
  await example.getByRole('button', {name: /^Stop/}).click();
  await expect(summary).toHaveText('Cancelled before it started. Run works again.');
  release();
  expect(await runAndWait(example)).toMatch(/^Run finished: 1 of 1 value matches/);
  expect(requests, 'Ruby downloaded once').toBe(1);
});

test('while Ruby downloads, a bar shows how far it has got; the status says it once', async ({page}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const rubyAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/ruby-examples/ruby.*.wasm', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await example.getByRole('button', {name: RUN_NAME}).click();
  await rubyAsked;
  const bar = example.getByRole('progressbar', {name: 'Ruby downloaded'});
  // Prism and the gem are here, Ruby (nearly all of it) is held: a small share, said as a number too.
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(0.1);
  await expect(example.getByText(/^\d+%$/)).toBeVisible();
  await expect(example.getByRole('status')).toHaveText('Downloading Ruby (once per visit)…');
  release();
  expect(await runAndWait(example)).toMatch(/^Run finished/);
  await expect(bar).toHaveCount(0);
});

test('once every file is read, the status says Ruby is starting, not downloading, while it compiles', async ({page}) => {
  // Served as a plain download, Ruby compiles only once read to its end, as in WebKit; a slow CPU makes that last.
  await page.route('**/ruby-examples/ruby.*.wasm', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-type': 'application/octet-stream'}});
  });
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  // The status comes with the Run UI, on the first press: each of its texts is recorded from the example.
  await example.evaluate((box) => {
    const seen: string[] = [];
    (window as unknown as {statusTexts: string[]}).statusTexts = seen;
    new MutationObserver(() => {
      const text = box.querySelector('[role="status"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(box, {childList: true, subtree: true, characterData: true});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 20});
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(example.getByRole('status')).toHaveText(/^Run finished/, {timeout: 60_000});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  const texts = await page.evaluate(() => (window as unknown as {statusTexts: string[]}).statusTexts);
  expect(texts.slice(0, 3)).toEqual(['Downloading Ruby (once per visit)…', 'Starting Ruby (once per visit)…', 'Running…']);
  await expect(example.getByRole('progressbar')).toHaveCount(0);
});

test('a failed download shows an error with Retry, and Retry runs the example', async ({page}) => {
  await page.route('**/ruby-examples/ruby.*.wasm', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  const summary = await runAndWait(example);
  expect(summary).toMatch(/^Could not download Ruby/);
  // Said once, in the status; the box below it holds only Retry.
  await expect(example.getByText(/Could not download Ruby/)).toHaveCount(1);
  const retry = example.getByRole('button', {name: 'Retry'});
  await expect(retry).toHaveAccessibleName(/^Retry example 1(:|$)/);
  await expect(retry).toBeVisible();

  await page.unroute('**/ruby-examples/ruby.*.wasm');
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(example.getByRole('status')).toHaveText(/^Run finished: 1 of 1 value matches/, {timeout: 60_000});
  expect(await shownValues(example)).toEqual([{actual: 'true', verdict: 'match'}]);
  // Retry is gone once the run succeeded: focus went to Run, not to the page.
  await expect(retry).toHaveCount(0);
  await expect(example.getByRole('button', {name: RUN_NAME})).toBeFocused();
});

test('a worker script that does not load (offline after the page loaded) is a failed download with Retry, not Ruby stopping', async ({page}) => {
  const WORKER_SCRIPT = '**/assets/js/katachi-ruby.*.js';
  await page.route(WORKER_SCRIPT, (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  expect(await runAndWait(example)).toBe("Could not download Ruby (the page's Ruby worker did not load). Check the connection and retry.");
  await page.unroute(WORKER_SCRIPT);
  await example.getByRole('button', {name: 'Retry'}).click();
  await expect(example.getByRole('status')).toHaveText(/^Run finished: 1 of 1 value matches/, {timeout: 60_000});
});

test('the code box shows it has focus when Edit is clicked with the mouse, not only from the keyboard', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await example.getByRole('button', {name: /^Edit/}).click();
  const editor = example.getByRole('textbox');
  await editor.click();
  await expect(editor).toBeFocused();
  expect(await editor.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(['solid', '3px']);
});

test('a syntax error is reported at its own line, in plain words', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await editTo(example, 'x = 1\ny = 2\nz = 3\nputs(x, y\nw = 5\n');
  const summary = await runAndWait(example);
  const raised = example.locator('[data-raised]');
  await expect(raised).toContainText(/Exception on line [45]: SyntaxError/);
  expect(summary).toMatch(/raised SyntaxError on line [45]: /);
  // No terminal colour codes, and no quoted code: one sentence to read, and to hear.
  expect(summary).not.toContain('\u001b');
  await expect(raised).not.toContainText('\u001b');
  expect(summary).not.toContain('z = 3');
});

test('a string literal whose bytes are not valid UTF-8 runs, as it does in Ruby (Prism’s reader, patched for browsers)', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await editTo(example, 's = "\\xff"\np s.valid_encoding? # => false\n');
  expect(await runAndWait(example)).toMatch(/^Run finished: 1 of 1 value matches/);
  expect(await shownValues(example)).toEqual([{actual: 'false', verdict: 'match'}]);
});

test('a run that prints a great deal shows the first 100,000 characters and says so', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const example = exampleAt(page, 0);
  await editTo(example, 'print "y" * 5_000_000\n$stderr.puts "after"\n');
  expect(await runAndWait(example)).toMatch(/^Run finished: it printed output\.$/);
  const printed = example.getByRole('figure');
  expect(await printed.locator('pre').evaluate((pre) => pre.textContent?.length)).toBe(100_000);
  await expect(printed).toContainText('Only the first 100,000 characters printed are shown.');
});

test('one live region says where a run stands, then its result; a run waiting its turn says so', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const first = exampleAt(page, 0);
  const second = exampleAt(page, 1);
  await runAndWait(first);
  await editTo(first, 'loop {}\n');
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const firstSummary = page.getByTestId('run-summary').first();
  await first.getByRole('button', {name: RUN_NAME}).click();
  // The same region, never taken out of the page (nor the accessibility tree) between two runs.
  await expect(firstSummary).toHaveText('Running…');
  await expect(firstSummary).toBeVisible();
  await second.getByRole('button', {name: RUN_NAME}).click();
  await expect(page.getByTestId('run-summary').nth(1)).toHaveText(/^Waiting for example 1: .+ to finish…$/);
  await page.clock.fastForward(10_500);
  await expect(firstSummary).toHaveText(/^Stopped after 10 seconds/);
  await page.clock.resume();
  await expect(page.getByTestId('run-summary').nth(1)).toHaveText(/^Run finished/, {timeout: 60_000});
});

test('Run works from the keyboard and the result is announced in a live region', async ({page}) => {
  await gotoHydrated(page, BASIC);
  const run = runButtons(page).first();
  await run.focus();
  await page.keyboard.press('Enter');
  const example = exampleAt(page, 0);
  const status = example.getByRole('status');
  await expect(status).toHaveText(/^Run finished: 1 of 1 value matches the annotation\.$/, {timeout: 60_000});
  await expect(example.getByRole('button', {name: RUN_NAME})).toBeFocused();
  // Tab reaches Edit; Space opens the editor, and Tab leaves it (no keyboard trap).
  await page.keyboard.press('Tab');
  await expect(example.getByRole('button', {name: 'Edit'})).toBeFocused();
  await page.keyboard.press('Space');
  await expect(example.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(example.getByRole('textbox')).not.toBeFocused();
});

test('each example’s buttons are named for it: its place on the page and the heading it is under (the page’s title before any)', async ({page}) => {
  // BasicShapes has an example before its first section; GettingStarted has none.
  await gotoHydrated(page, BASIC);
  const first = await runButtons(page).first().getAttribute('aria-label');
  expect(first).toBe(`Run example 1: ${await page.locator('article h1').first().textContent()}`);
  await gotoHydrated(page, `${BASE}/docs/GettingStarted`);
  const names = await runButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      // The heading before the button in the page's order, as a reader meets it (without its "#" link).
      const headings = [...document.querySelectorAll('article h1, article h2, article h3, article h4')];
      const before = headings.filter((h) => h.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1);
      const heading = before
        ? [...before.childNodes]
            .filter((n) => !(n instanceof HTMLAnchorElement))
            .map((n) => n.textContent)
            .join('')
            .trim()
        : '';
      return {name: button.getAttribute('aria-label') ?? '', heading};
    }),
  );
  expect(names.length).toBeGreaterThan(3);
  expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
  names.forEach(({name, heading}, i) => expect(name).toBe(`Run example ${i + 1}: ${heading}`));
  // The editor and Reset carry the same name once the Run UI has loaded.
  const example = exampleAt(page, 1);
  await example.getByRole('button', {name: `Edit ${names[1].name.slice('Run '.length)}`, exact: true}).click();
  await expect(
    example.getByRole('textbox', {name: `Ruby code of ${names[1].name.slice('Run '.length)} (editable; Ctrl+Enter runs it)`}),
  ).toBeFocused();
  await expect(example.getByRole('button', {name: `Reset ${names[1].name.slice('Run '.length)}`, exact: true})).toBeEnabled();
});
