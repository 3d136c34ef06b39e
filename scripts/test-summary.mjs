/**
 * Prints one closing line over every suite that ran: 'N passed, N failed, N skipped',
 * from the JSON reports jest and Playwright leave in reports/.
 */
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };

if (existsSync('reports/jest.json')) {
  const jest = JSON.parse(readFileSync('reports/jest.json', 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
}

if (existsSync('reports/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

if (!existsSync('reports/jest.json') && !existsSync('reports/playwright.json')) {
  console.log('no test reports in reports/: the suites did not get to run');
  process.exit(1);
}

console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
