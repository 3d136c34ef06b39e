/**
 * Prints one closing line over every suite that ran: 'N passed, N failed, N skipped', from the
 * JSON reports jest and Playwright leave in reports/. A suite that should have run but left no
 * report, and Playwright's errors outside any test (a crash in global setup, a web server that
 * never started), count as failures: a run that hid them would otherwise look green.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The titles of the browser tests that failed once and passed on their retry. */
function flakyTests(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

if (existsSync('reports/jest.json')) {
  const jest = JSON.parse(readFileSync('reports/jest.json', 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
} else {
  problems.push('the unit suite left no report (reports/jest.json)');
  totals.failed += 1;
}

if (existsSync('reports/playwright.json')) {
  const report = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  const { stats, errors = [] } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + errors.length;
  totals.skipped += stats.skipped;
  for (const error of errors) problems.push(`browser suite: ${error.message ?? error}`);
  for (const title of flakyTests(report)) problems.push(`flaky, passed on its retry: ${title}`);
} else if (process.env.REQUIRE_E2E === '1') {
  problems.push('the browser suite left no report (reports/playwright.json)');
  totals.failed += 1;
}

for (const problem of problems) console.log(`summary: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
