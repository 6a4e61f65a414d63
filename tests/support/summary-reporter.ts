import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Prints one closing line in the plain `N passed, N failed` form, so that CI
 * logs state the count of browser tests run regardless of the list reporter.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count the final attempt only: a retried test is one test.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
