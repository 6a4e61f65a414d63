/**
 * ANALYTICS_OMIT_QUERIES=true: searches, opened results and answer feedback
 * still reach every service, counted, but the reader's query and question
 * text never leave the page. The `analytics-omit` build variant: every
 * provider and the switch on; ANALYTICS_OMIT_PORT_BASE (default 3720) picks
 * the ports (tests/support/variants.ts).
 */
import {test, expect} from '@playwright/test';
import {useAnalyticsSite, eventName, expectEverywhere, hitsOf, propsOf, settle, SERVICES, typeQuery} from './analyticsSite';
import {gotoHydrated, openModal} from '../../support/search';

const analytics = useAnalyticsSite({variant: 'analytics-omit'});
const {hits, site: SITE} = analytics;

test('search counts, positions and feedback arrive without the query or question text', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await expectEverywhere(hits, 'pageview', 1);
  await openModal(page);
  const results = await typeQuery(page, 'any_of');
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().click();
  await expectEverywhere(hits, 'search_result_opened', 1);
  await expectEverywhere(hits, 'search', 1);
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('katachi:analytics', {detail: {name: 'answer_feedback', props: {helpful: false, question: 'why any_of sorry'}}}),
    ),
  );
  await expectEverywhere(hits, 'answer_feedback', 1);
  await settle(page);

  for (const service of SERVICES) {
    const search = propsOf(hitsOf(hits, service, 'search')[0]);
    expect(search, service).toEqual({results: service === 'plausible' ? String(results) : results});
    const opened = propsOf(hitsOf(hits, service, 'search_result_opened')[0]);
    expect(Object.keys(opened).sort(), service).toEqual(['position', 'url']);
    expect(propsOf(hitsOf(hits, service, 'answer_feedback')[0]), service).toEqual({helpful: service === 'plausible' ? 'false' : false});
  }
  for (const hit of hits) {
    expect(hit.body, `${hit.service} ${eventName(hit)}`).not.toMatch(/any_of|"query"|"question"|sorry/);
  }
});
