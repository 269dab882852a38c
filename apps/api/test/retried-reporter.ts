import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * CI retries a failed API test once (`retry` in vitest.config.ts), as it does a journey. A test that
 * passed only on its retry is still named, at the end of the run, so a flaky test is seen and mended
 * instead of hidden by the retry.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    const file = relative(process.cwd(), test.module.moduleId);
    this.retried.push(`${file} > ${test.fullName}: ${test.result().state} after ${retryCount} retry`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    process.stdout.write(
      `\nRetried API tests (flaky: mend them):\n${this.retried.map((r) => `  ${r}\n`).join('')}`,
    );
  }
}
