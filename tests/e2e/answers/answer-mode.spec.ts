/**
 * The answer mode against the `answers` build variant (tests/support/variants.ts),
 * made with ASK_AI_URL pointing at a loopback model server
 * (tests/support/askAiServer.ts) that speaks the real streaming protocol and
 * records what it is sent.
 *
 * Ports: ASK_AI_SERVER_PORT (default 3501), ANSWERS_SITE_PORT (default 3502).
 */
import {test, expect, type Locator, type Page, type Request} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {ANSWER_MODE_MARKERS, ASK_AI_TEST_MODEL, sectionsOf, startAskAiServer, type AskAiFault, type AskAiServer} from '../../support/askAiServer';
import {fitToQueryLimit} from '../../../plugins/search/shared/queryFit';
import {serveVariant, type ExtraBuild} from '../../support/extraBuild';
import {ASK_AI_SERVER_PORT, variant} from '../../support/variants';
import {contextBudget, estimateTokens} from '../../../plugins/answers/client/budget';
import {MAX_SECTIONS} from '../../../plugins/answers/client/retrieve';
import {gotoHydrated, holdRequests, openModal} from '../../support/search';
import {pageSettled} from '../../support/site';
import {selectorsOfPage} from '../../support/styles';
import {ALL_AXE_RULES, AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, MODES, WIDTHS, type Finding} from '../a11y/axe';

const SERVER_PORT = ASK_AI_SERVER_PORT;
const SITE = `http://localhost:${variant('answers').port}`;
const MODEL_ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

let model: AskAiServer;
let built: ExtraBuild | null = null;
let outDir = '';

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(900_000);
  model = await startAskAiServer(SERVER_PORT);
  built = await serveVariant('answers');
  outDir = built.outDir;
});

test.afterAll(async () => {
  await built?.stop();
  await model?.close();
});

test.beforeEach(() => {
  model.fault = 'none';
  model.requests.length = 0;
  model.strayRequests.length = 0;
});

/** Every host the page talks to; only the site and the model server are allowed. */
function watchHosts(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const askSwitch = (page: Page) => modal(page).getByRole('button', {name: 'Ask AI'});
const searchSwitch = (page: Page) => modal(page).getByRole('button', {name: 'Search', exact: true});
const question = (page: Page) => modal(page).getByRole('textbox', {name: 'Question'});
const status = (page: Page) => page.getByTestId('answer-status');
const lastTurn = (page: Page) => modal(page).locator('.katachi-turn').last();

async function openAsk(page: Page, path = `${SITE}/katachi/`): Promise<void> {
  await gotoHydrated(page, path);
  await openModal(page);
  await askSwitch(page).click();
  await expect(question(page)).toBeFocused();
}

async function ask(page: Page, text: string): Promise<void> {
  await question(page).fill(text);
  await question(page).press('Enter');
}

test('the build carries the answer mode (so the scan of the default build means something)', () => {
  const js = fs
    .readdirSync(path.join(outDir, 'assets/js'))
    .map((f) => fs.readFileSync(path.join(outDir, 'assets/js', f), 'utf8'))
    .join('\n');
  for (const marker of ANSWER_MODE_MARKERS) expect(js, marker).toContain(marker);
});

test("a page loads without the answer mode's styles; they arrive with its code, before the switch is shown", async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  expect((await selectorsOfPage(page)).filter((s) => s.includes('.katachi-answer'))).toEqual([]);
  // The switch's layout when React inserts it, before the browser paints.
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      const found = document.querySelector('.katachi-answers-switch');
      if (!found) return;
      (window as unknown as {firstSwitchDisplay?: string}).firstSwitchDisplay = getComputedStyle(found).display;
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await openModal(page);
  await expect(askSwitch(page)).toBeVisible();
  // `display: flex` comes from plugins/answers/theme/AnswerMode/styles.css (a bare div is a block).
  expect(await page.evaluate(() => (window as unknown as {firstSwitchDisplay?: string}).firstSwitchDisplay)).toBe('flex');
});

test('search mode is unchanged: Enter opens the selected result and nothing is sent to the model', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/`);
  await openModal(page);
  await expect(askSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(searchSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.DocSearch-Input').fill('nested hashes');
  await expect(page.getByTestId('search-status')).toHaveText(/results? for "nested hashes"/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/Features\/Hashes#nested-hashes$/);
  expect(model.requests).toEqual([]);
});

test('the switch is reachable by keyboard; the typed query becomes a draft that is only sent on Enter', async ({page}) => {
  const origins = watchHosts(page);
  await gotoHydrated(page, `${SITE}/katachi/`);
  await openModal(page);
  await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  await page.locator('.DocSearch-Input').fill('how do I make a key optional');
  // Tab from the search box reaches the switch.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(askSwitch(page)).toBeFocused({timeout: 500});
  }).toPass({timeout: 10_000});
  await page.keyboard.press('Enter');
  await expect(question(page)).toBeFocused();
  await expect(question(page)).toHaveValue('how do I make a key optional');
  // The dialog is named for what it does now.
  await expect(page.getByRole('dialog', {name: 'Ask AI'})).toBeVisible();
  // Nothing is sent before the reader asks: no turn yet and no request, even once the page has settled.
  await pageSettled(page);
  await expect(modal(page).locator('.katachi-turn')).toHaveCount(0);
  expect(model.requests).toEqual([]);

  await question(page).press('Enter');
  await expect(status(page)).toHaveText('Answer started');
  await expect(status(page)).toHaveText('Answer finished');
  const turn = lastTurn(page);
  await expect(turn.locator('.katachi-turn-answer')).toContainText('covers it [1]');
  await expect(modal(page).getByText(DISCLAIMER)).toBeVisible();
  await expect(question(page)).toHaveAttribute('placeholder', 'Ask a follow-up...');

  // What was sent: the model, instructions, and the numbered sections retrieved for the question.
  expect(model.requests).toHaveLength(1);
  const sent = model.requests[0];
  expect(sent.model).toBe(ASK_AI_TEST_MODEL);
  expect(sent.stream).toBe(true);
  expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
  expect(sent.messages[0].content).toMatch(/ONLY the numbered documentation sections/);
  expect(sent.messages[0].content).toMatch(/\[n\]/);
  expect(sent.messages[0].content).toMatch(/doesn't cover this/);
  const sections = sectionsOf(sent.messages[1].content);
  expect(sections.length).toBeGreaterThanOrEqual(3);
  expect(sections.map((s) => s.url)).toContain('/katachi/docs/Features/Hashes#making-a-key-optional');
  // Within the default 4,096-token window (plugins/answers/client/budget.ts), with the answer's share left free.
  expect(sections.length).toBeLessThanOrEqual(MAX_SECTIONS);
  const promptTokens = sent.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
  expect(promptTokens + contextBudget(4096, 0).answer).toBeLessThanOrEqual(4096);
  expect(sent.messages[1].content).toMatch(/Question: how do I make a key optional$/);
  expect(sent.cookie).toBeUndefined();
  expect(sent.referer).toBeUndefined();

  // The sections the answer cites ([1], [2]) are its Sources, as links; the others it was
  // given wait behind "Also searched", closed, in their order.
  const links = turn.getByRole('list', {name: 'Sources'}).getByRole('link');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(sections.slice(0, 2).map((s) => s.url));
  const more = turn.getByText(`Also searched (${sections.length - 2})`);
  const others = turn.getByRole('list', {name: `Also searched (${sections.length - 2})`}).getByRole('link');
  await expect(others).toHaveCount(0); // closed: not in the accessibility tree
  await more.click();
  expect(await others.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(sections.slice(2).map((s) => s.url));
  await more.click();
  // Each citation in the text ("covers it [1]", "adds detail [2]") links to the section it cites.
  const citations = turn.locator('.katachi-turn-answer a.katachi-answer-citation');
  await expect(citations).toHaveText(['[1]', '[2]']);
  expect(await citations.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(sections.slice(0, 2).map((s) => s.url));
  await expect(citations.first()).toHaveAccessibleName(`[1] ${sections[0].path}`);
  // A link to another site says it opens in a new tab; one to these docs does not.
  await expect(turn.locator('.katachi-turn-answer').getByRole('link', {name: 'the docs (opens in a new tab)'})).toHaveAttribute('target', '_blank');

  // The code block is highlighted with the site's Prism theme (coloured token spans).
  const code = turn.locator('pre.katachi-answer-code');
  await expect(code).toContainText('Kt.compare(value: 1, shape: Integer)');
  expect(await code.locator('span.token').count()).toBeGreaterThan(3);

  expect([...origins].sort()).toEqual([MODEL_ORIGIN, SITE].sort());
  expect(model.strayRequests).toEqual([]);

  // A source link opens the section and closes the modal.
  await links.first().click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${sections[0].url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('a question pasted into the search box, longer than it takes, is drafted whole on switching to Ask AI, not as the box shortened it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, `${SITE}/katachi/`);
  // The answer mode's own chunk arrives only after the paste: the paste is remembered without it.
  const {release: releaseChunk} = await holdRequests(page, '**/assets/js/answer-mode.*.js');
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.fill('nested ');
  // A line break: the box makes it a space, and so does the draft.
  const pasted = 'hash with a key that is\nsometimes missing and sometimes nil: how do I write its shape so both pass?';
  const whole = `nested ${pasted.replace('\n', ' ')}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await input.focus();
  await page.keyboard.press('Control+v');
  await expect(input).toHaveValue(fitToQueryLimit(whole));
  await expect(askSwitch(page)).toHaveCount(0);
  releaseChunk();
  // The switch says so, under the search box's own notice of its cap.
  await expect(askSwitch(page)).toHaveAccessibleDescription('Ask AI takes the whole question.');
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue(whole);
  expect(model.requests).toEqual([]);

  // Typed over since the paste: the draft is what the box holds, nothing it no longer does.
  await page.keyboard.press('Escape');
  await openModal(page);
  await input.fill('');
  await page.keyboard.press('Control+v');
  await expect(askSwitch(page)).toHaveAccessibleDescription('Ask AI takes the whole question.');
  await page.keyboard.press('Backspace');
  await expect(askSwitch(page)).toHaveAccessibleDescription('');
  await expect(modal(page).locator('.katachi-answers-hint')).toHaveCount(0);
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue(fitToQueryLimit(pasted.replace('\n', ' ')).slice(0, -1));
});

test('switching to Ask AI again drafts the new search query, unless the reader wrote in the question box; a paste over 500 characters says it is cut', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, `${SITE}/katachi/`);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.fill('optional keys');
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue('optional keys');
  await searchSwitch(page).click();
  // Back to searching, the dialog is "Search" again.
  await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  await input.fill('arrays of hashes');
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue('arrays of hashes');
  // Written in by the reader: kept over the next search query.
  await question(page).press('End');
  await question(page).pressSequentially(' nested');
  await searchSwitch(page).click();
  await input.fill('nullable');
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue('arrays of hashes nested');
  expect(model.requests).toEqual([]);

  // Longer than the question box takes: the hint says how much Ask AI takes.
  await page.keyboard.press('Escape');
  await openModal(page);
  const long = `${'how do I describe a deeply nested payload '.repeat(13)}end`;
  expect(long.length).toBeGreaterThan(500);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), long);
  await input.focus();
  await page.keyboard.press('Control+v');
  await expect(askSwitch(page)).toHaveAccessibleDescription('Ask AI takes the first 500 characters of the whole question.');
  await askSwitch(page).click();
  await expect(question(page)).toHaveValue(long.slice(0, 500).trim());
});

test("the question box's placeholders fit it whole at 320 px, before and after a first answer", async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await openAsk(page);
  // The placeholder's width in the box's own font, against the room the box gives its text.
  const fits = () =>
    question(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {placeholder: input.placeholder, width: Math.ceil(context.measureText(input.placeholder).width), room};
    });
  const first = await fits();
  expect(first.width, `"${first.placeholder}" in ${first.room} px`).toBeLessThanOrEqual(first.room);
  await ask(page, 'What is a shape?');
  await expect(status(page)).toHaveText('Answer finished');
  const next = await fits();
  expect(next.placeholder).not.toBe(first.placeholder);
  expect(next.width, `"${next.placeholder}" in ${next.room} px`).toBeLessThanOrEqual(next.room);
});

test('at 400% zoom (320 by 256 px) an answer gets the screen, the question box and Stop stay in sight, a follow-up scrolls below the box', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 256});
  await openAsk(page);
  const inSight = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
  model.fault = 'slow';
  await ask(page, 'How do nested hashes work?');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('Detail 3');
  expect(await inSight(modal(page).getByRole('button', {name: 'Stop answering'})), 'Stop, while answering').toBe(true);
  await modal(page).getByRole('button', {name: 'Stop answering'}).click();
  model.fault = 'none';
  await ask(page, 'How do nested hashes work?');
  await expect(status(page)).toHaveText('Answer finished');
  await expect(question(page)).toBeFocused();
  expect(await inSight(question(page)), 'the focused question box').toBe(true);
  // How much of the answer shows at once, scrolled to, below the question box: 42 px while only the log scrolled.
  const shownHeight = async () => {
    const answer = lastTurn(page).locator('.katachi-turn-answer');
    await answer.scrollIntoViewIfNeeded();
    return answer.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const below = document.querySelector('.katachi-ask-form')!.getBoundingClientRect().bottom;
      return Math.min(box.bottom, window.innerHeight) - Math.max(box.top, below);
    });
  };
  expect(await shownHeight()).toBeGreaterThanOrEqual(0.5 * 256);
  await ask(page, 'and how do I forbid a key?');
  await expect(status(page)).toHaveText('Answer finished');
  // The follow-up's question is right below the question box, its answer below it.
  const [top, boxBottom] = await lastTurn(page).evaluate((turn) => [
    turn.getBoundingClientRect().top,
    document.querySelector('.katachi-ask-form')!.getBoundingClientRect().bottom,
  ]);
  expect(Math.abs(top - boxBottom)).toBeLessThanOrEqual(2);
  expect(await inSight(question(page))).toBe(true);
});

test('a follow-up retrieves again and carries the conversation; copy, thumbs and new conversation', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: SITE});
  await page.addInitScript(() => {
    (window as unknown as {feedback: unknown[]}).feedback = [];
    window.addEventListener('katachi:analytics', (e) => (window as unknown as {feedback: unknown[]}).feedback.push((e as CustomEvent).detail));
  });
  await openAsk(page);
  await expect(question(page)).toHaveAttribute('placeholder', 'Ask the docs...');
  await ask(page, 'How do nested hashes work?');
  await expect(status(page)).toHaveText('Answer finished');
  await ask(page, 'and how do I forbid a key?');
  await expect(status(page)).toHaveText('Answer finished');
  expect(model.requests).toHaveLength(2);
  const followUp = model.requests[1].messages;
  expect(followUp.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(followUp[1].content).toBe('How do nested hashes work?');
  expect(followUp[2].content).toMatch(/covers it \[1\]/);
  expect(sectionsOf(followUp[3].content).map((s) => s.url)).toContain('/katachi/docs/Features/Hashes#forbidding-a-key');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('Following up on 1 earlier question');
  await expect(modal(page).locator('.katachi-turn')).toHaveCount(2);

  await lastTurn(page).getByRole('button', {name: 'Copy answer'}).click();
  await expect(lastTurn(page).getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(lastTurn(page).getByTestId('copy-status')).toHaveText('Answer copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Following up on 1 earlier question/);
  // Its citations keep their meaning outside the page: the cited sections follow, with addresses.
  expect(copied).toMatch(new RegExp(`\\n\\nSources:\\n\\[1\\] .+: ${SITE}/katachi/docs/\\S+\\n\\[2\\] .+: ${SITE}/katachi/docs/\\S+\\n$`));

  const up = lastTurn(page).getByRole('button', {name: 'Helpful', exact: true});
  const down = lastTurn(page).getByRole('button', {name: 'Not helpful'});
  const iconFill = (button: typeof up) => button.locator('svg').evaluate((svg) => getComputedStyle(svg).fill);
  const unpressedFill = await iconFill(up);
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  // Told apart by shape, not colour alone (WCAG 1.4.1): the chosen thumb is filled.
  expect(await iconFill(up)).not.toBe(unpressedFill);
  await down.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  // A second press takes the vote back, and counts nothing.
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as unknown as {feedback: unknown[]}).feedback)).toEqual([
    {name: 'answer_feedback', props: {helpful: true, question: 'and how do I forbid a key?'}},
    {name: 'answer_feedback', props: {helpful: false, question: 'and how do I forbid a key?'}},
  ]);
  // Each source is a target at least 24 px high (WCAG 2.5.8).
  await lastTurn(page)
    .getByText(/^Also searched/)
    .click();
  const sourceHeights = await lastTurn(page)
    .locator('.katachi-answer-sources a, .katachi-answer-sources summary')
    .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
  expect(sourceHeights.length).toBeGreaterThan(0);
  for (const height of sourceHeights) expect(height).toBeGreaterThanOrEqual(24);
  expect(model.requests, 'feedback is not sent to the model server').toHaveLength(2);

  await modal(page).getByRole('button', {name: 'New conversation'}).click();
  await expect(modal(page).locator('.katachi-turn')).toHaveCount(0);
  await expect(question(page)).toHaveAttribute('placeholder', 'Ask the docs...');
});

test('HTML, javascript: links and images from the model never reach the page as such', async ({page}) => {
  const origins = watchHosts(page);
  model.fault = 'hostile';
  await openAsk(page);
  await ask(page, 'What is a shape?');
  await expect(status(page)).toHaveText('Answer finished');
  const answer = lastTurn(page).locator('.katachi-turn-answer');
  await expect(answer).toContainText('<b>bold html</b>');
  await expect(answer).toContainText('<img src=');
  await expect(answer.locator('img, b, script, iframe')).toHaveCount(0);
  await expect(answer.getByText('click me')).toBeVisible();
  // The model's own links: only the http(s) one. Its citations link to the site's sections only.
  const hrefs = await answer.locator('a:not(.katachi-answer-citation)').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['https://example.org/katachi']);
  const cited = await answer.locator('a.katachi-answer-citation').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(cited.length).toBeGreaterThan(0);
  for (const href of cited) expect(href).toMatch(/^\/katachi\/docs\/[^:]+$/);
  await expect(answer).toContainText('an image');
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect([...origins].sort()).toEqual([MODEL_ORIGIN, SITE].sort());
});

const FAULTS: Array<{fault: AskAiFault; message: RegExp; partial: boolean}> = [
  {fault: 'unreachable', message: /could not be reached: it may be down/, partial: false},
  {fault: 'http-500', message: /HTTP 500: model crashed/, partial: false},
  {fault: 'http-429', message: /try again later/, partial: false},
  {fault: 'broken', message: /broke off/, partial: true},
  {fault: 'malformed', message: /not a valid answer/, partial: true},
];

for (const {fault, message, partial} of FAULTS) {
  test(`fault "${fault}": a clear message with Retry, the partial answer kept as incomplete, search still works`, async ({page}) => {
    model.fault = fault;
    await openAsk(page);
    await ask(page, 'What is a shape?');
    // A failure before the first word is no answer, not an incomplete one.
    await expect(status(page)).toHaveText(partial ? /^Answer incomplete\./ : /^No answer\./);
    const turn = lastTurn(page);
    await expect(turn.locator('.katachi-turn-fault')).toContainText(message);
    if (partial) {
      await expect(turn.getByText('This answer is incomplete.')).toBeVisible();
      await expect(turn.locator('.katachi-turn-answer')).toContainText('You asked');
    }
    await expect.poll(() => model.requests[0]?.aborted || model.requests[0]?.finished).toBe(true);
    await expect(question(page)).toHaveAttribute('placeholder', 'Ask a follow-up...');

    model.fault = 'none';
    await turn.getByRole('button', {name: 'Retry'}).click();
    await expect(status(page)).toHaveText('Answer finished');
    await expect(turn.locator('.katachi-turn-fault')).toHaveCount(0);
    await expect(turn.locator('.katachi-turn-answer')).toContainText('covers it [1]');

    await searchSwitch(page).click();
    await page.locator('.DocSearch-Input').fill('any_of');
    await expect(page.getByTestId('search-status')).toHaveText(/results? for "any_of"/);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
}

test('offline, the message says the device is offline rather than blaming the service; Retry once back', async ({page, context}) => {
  await openAsk(page);
  // Asked once online, so the question's index parts are in: offline, only the service is out of reach.
  await ask(page, 'What is a shape?');
  await expect(status(page)).toHaveText('Answer finished');
  await context.setOffline(true);
  await ask(page, 'What is a shape?');
  const turn = lastTurn(page);
  await expect(turn.locator('.katachi-turn-fault')).toContainText('This device is offline');
  await context.setOffline(false);
  await turn.getByRole('button', {name: 'Retry'}).click();
  await expect(status(page)).toHaveText('Answer finished');
  await expect(turn.locator('.katachi-turn-fault')).toHaveCount(0);
});

test('Stop: an accessible button that ends the request and keeps the partial answer', async ({page}) => {
  model.fault = 'slow';
  await openAsk(page);
  await ask(page, 'Tell me everything');
  await expect(question(page)).toHaveAttribute('placeholder', 'Answering...');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('Detail 2');
  // The page's own request ends (fails as aborted) once Stop is pressed: no byte can arrive after that.
  const requestEnded = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/chat/completions'));
  await modal(page).getByRole('button', {name: 'Stop answering'}).click();
  const kept = await lastTurn(page).locator('.katachi-turn-answer').textContent();
  await expect(lastTurn(page).locator('.katachi-turn-fault')).toContainText('You stopped this answer.');
  await expect(lastTurn(page).getByText('This answer is incomplete.')).toBeVisible();
  await expect.poll(() => model.requests[0].aborted).toBe(true);
  await requestEnded;
  // What was shown when Stop was pressed stays as it was, while the server would still be sending.
  expect(await lastTurn(page).locator('.katachi-turn-answer').textContent()).toBe(kept);
});

test('closing the modal mid-answer ends the request; the answer is there, incomplete, with Retry', async ({page}) => {
  model.fault = 'slow';
  await openAsk(page);
  await ask(page, 'Tell me everything');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('Detail 1');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => model.requests[0].aborted).toBe(true);

  await openModal(page);
  await askSwitch(page).click();
  await expect(lastTurn(page).locator('.katachi-turn-fault')).toContainText('stopped when the search window was closed');
  await expect(lastTurn(page).getByText('This answer is incomplete.')).toBeVisible();
  model.fault = 'none';
  await lastTurn(page).getByRole('button', {name: 'Retry'}).click();
  await expect(status(page)).toHaveText('Answer finished');
});

test('no first token within 15 s: the request is stopped with a clear message', async ({page}) => {
  model.fault = 'silent';
  await openAsk(page);
  // The page's clock, not the wall clock, runs the 15 s: installed once the
  // page is up, moved on once the request is waiting.
  await page.clock.install();
  await ask(page, 'What is a shape?');
  await expect(lastTurn(page).getByText('Waiting for the answer...')).toBeVisible();
  await expect.poll(() => model.requests.length).toBe(1);
  await page.clock.fastForward(14_000);
  await expect(lastTurn(page).getByText('Waiting for the answer...')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(lastTurn(page).locator('.katachi-turn-fault')).toContainText('No answer arrived within 15 seconds');
  await expect.poll(() => model.requests[0].aborted).toBe(true);
  await expect(lastTurn(page).getByRole('button', {name: 'Retry'})).toBeVisible();
});

test('an answer that goes quiet is stopped after 30 s, with Retry; focus on Stop moves to the question box', async ({page}) => {
  model.fault = 'stall';
  await openAsk(page);
  await page.clock.install();
  // An answer the stand-in sends whole before it goes quiet, so the 30 s start from a known piece.
  await ask(page, 'Will the weather hold?');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toHaveText("The documentation doesn't cover this.");
  // While it streams, the caret is seen but not read out.
  expect(await lastTurn(page).locator('.katachi-turn-answer').ariaSnapshot()).not.toContain('▍');
  await modal(page).getByRole('button', {name: 'Stop answering'}).focus();
  await page.clock.fastForward(29_000);
  await expect(lastTurn(page)).toHaveAttribute('data-status', 'streaming');
  await page.clock.fastForward(1_500);
  await expect(lastTurn(page).locator('.katachi-turn-fault')).toContainText('nothing more for 30 seconds');
  // An answer that cites nothing has no sources: what it was given is listed as searched.
  await expect(lastTurn(page).getByRole('list', {name: 'Sections searched'}).getByRole('link').first()).toBeVisible();
  await expect(lastTurn(page).getByRole('list', {name: 'Sources'})).toHaveCount(0);
  await expect(status(page)).toHaveText(/^Answer incomplete\./);
  await expect.poll(() => model.requests[0].aborted).toBe(true);
  // Stop went away with the answer: focus is in the question box, not dropped to the page.
  await expect(question(page)).toBeFocused();
  await expect(lastTurn(page).getByRole('button', {name: 'Retry'})).toBeVisible();
});

test('focus stays in the dialog when the button pressed goes away: Stop, Retry, New conversation', async ({page}) => {
  model.fault = 'slow';
  await openAsk(page);
  await ask(page, 'Tell me everything');
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('Detail 1');
  await modal(page).getByRole('button', {name: 'Stop answering'}).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Answer incomplete\./);
  await expect(question(page)).toBeFocused();

  model.fault = 'none';
  await lastTurn(page).getByRole('button', {name: 'Retry'}).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Answer finished');
  await expect(question(page)).toBeFocused();

  await modal(page).getByRole('button', {name: 'New conversation'}).focus();
  await page.keyboard.press('Enter');
  await expect(modal(page).locator('.katachi-turn')).toHaveCount(0);
  await expect(question(page)).toBeFocused();
});

test('a reader scrolled up to read is not pulled down while the answer streams; a new question scrolls into view', async ({page}) => {
  model.fault = 'slow';
  await page.setViewportSize({width: 375, height: 740});
  await openAsk(page);
  await ask(page, 'Tell me everything');
  const log = modal(page).getByRole('region', {name: 'Answers'});
  // Until the answer is longer than the log shows (one piece every 250 ms).
  await expect.poll(() => log.evaluate((element) => element.scrollHeight > element.clientHeight + 100), {timeout: 15_000}).toBe(true);
  // The question and the start of its answer are where the reader reads from.
  await expect(lastTurn(page).locator('.katachi-turn-question')).toBeInViewport();
  await log.evaluate((element) => (element.scrollTop = 40));
  const pieces = (await lastTurn(page).locator('.katachi-turn-answer').textContent())?.match(/Detail \d+/g)?.length ?? 0;
  // Two more pieces arrive while the reader stays where they scrolled to.
  await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText(`Detail ${pieces + 2} `);
  expect(await log.evaluate((element) => element.scrollTop)).toBe(40);
  await modal(page).getByRole('button', {name: 'Stop answering'}).click();

  model.fault = 'none';
  await ask(page, 'How do nested hashes work?');
  await expect(status(page)).toHaveText('Answer finished');
  await expect(modal(page).locator('.katachi-turn')).toHaveCount(2);
  await expect(lastTurn(page).locator('.katachi-turn-question')).toBeInViewport();
  // At the top of the log, so its answer grows in sight below it, though the answer is short.
  const top = async (locator: typeof log) => (await locator.boundingBox())!.y;
  expect(Math.abs((await top(lastTurn(page))) - (await top(log)))).toBeLessThanOrEqual(1);
});

test('while asking: the switch stays where it was, a visible Close button, and no footer of result keys (nor an empty band)', async ({page}) => {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 375, height: 740},
  ]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${SITE}/katachi/`);
    await openModal(page);
    const before = await askSwitch(page).boundingBox();
    await expect(modal(page).locator('.DocSearch-Commands')).toBeVisible({visible: viewport.width > 768});
    await askSwitch(page).click();
    await expect(question(page)).toBeFocused();
    expect(await askSwitch(page).boundingBox(), `the switch moved at ${viewport.width} px`).toEqual(before);
    await expect(modal(page).locator('.DocSearch-Footer')).toBeHidden();
    const close = modal(page).getByRole('button', {name: 'Close'});
    await expect(close).toBeVisible();
    await expect(close).toBeInViewport();
    await close.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  }
});

const AAA_CONTRAST = 'color-contrast-enhanced';

/**
 * axe with every rule on the open modal only (the pages behind it have their own tests), as
 * the search modal's own screens are held to (a11y/modal.spec.ts): AAA contrast too, but for
 * code in an answer, which wears the site's Prism themes, AA like code on the pages.
 */
async function modalFindings(page: Page, where: string): Promise<Finding[]> {
  return [
    ...(await axeFindings(page, where, {include: '.DocSearch-Container', rules: ALL_AXE_RULES.filter((rule) => rule !== AAA_CONTRAST)})),
    ...(await axeFindings(page, where, {include: '.DocSearch-Modal', exclude: '.katachi-answer-code', rules: [AAA_CONTRAST]})),
  ];
}

const LONG_QUESTION = 'our API leaves middle_name out of some responses and sends nil in others: one shape for both?';

test('axe reports nothing on the answer screen in every state, light and dark, 1280 and 375 px', async ({page}) => {
  test.setTimeout(AXE_TEST_TIMEOUT * 2);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const findings: Finding[] = [];
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      await page.setViewportSize(width.viewport);
      await gotoInMode(page, `${SITE}/katachi/docs/FAQ`, mode);
      await openModal(page);
      const where = `${mode} ${width.name}`;
      findings.push(...(await modalFindings(page, `${where}, search mode with the switch`)));
      await page.evaluate((text) => navigator.clipboard.writeText(text), LONG_QUESTION);
      await page.locator('.DocSearch-Input').focus();
      await page.keyboard.press('Control+v');
      await expect(modal(page).locator('.katachi-answers-hint')).toBeVisible();
      findings.push(...(await modalFindings(page, `${where}, a question pasted longer than the search box takes`)));
      await page.locator('.DocSearch-Input').fill('');
      await askSwitch(page).click();
      // A new page has a new conversation.
      await expect(question(page)).toBeFocused();
      findings.push(...(await modalFindings(page, `${where}, empty answer screen`)));
      model.fault = 'stall';
      await ask(page, 'How do nested hashes work?');
      await expect(lastTurn(page).locator('.katachi-turn-answer')).toContainText('You asked');
      findings.push(...(await modalFindings(page, `${where}, streaming`)));
      await modal(page).getByRole('button', {name: 'Stop answering'}).click();
      findings.push(...(await modalFindings(page, `${where}, stopped (fault)`)));
      model.fault = 'none';
      await ask(page, 'How do nested hashes work?');
      await expect(status(page)).toHaveText('Answer finished');
      await lastTurn(page).getByRole('button', {name: 'Helpful', exact: true}).click();
      await expect(lastTurn(page).getByRole('button', {name: 'Helpful', exact: true})).toHaveAttribute('aria-pressed', 'true');
      await expect(lastTurn(page).getByRole('button', {name: 'Not helpful'})).toHaveAttribute('aria-pressed', 'false');
      // ANSWER_SCREENSHOTS=<folder>: the answered screen, to look at.
      if (process.env.ANSWER_SCREENSHOTS)
        await page.screenshot({path: `${process.env.ANSWER_SCREENSHOTS}/answered-${mode}-${width.viewport.width}.png`});
      findings.push(...(await modalFindings(page, `${where}, answered`)));
    }
  }
  expectNoFindings(findings);
});
