// Sums the JSON reports of vitest and Playwright into the one closing line CI reads, preceded by each failed test's
// name and the first lines of its error: CI keeps only the tail of a run's output.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLines = (text) =>
  String(text ?? '')
    // Colour codes make the log unreadable once stored.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 6)
    .map((line) => `    ${line}`)
    .join('\n');

function playwrightFailures(suites, file) {
  for (const suite of suites ?? []) {
    playwrightFailures(suite.suites, file);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `${file} [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}\n${firstLines(last?.error?.message)}`,
        );
      }
    }
  }
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(`${file} ${suite.name}: ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
      }
      // A file that fails to load has no tests, only its own message.
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).length)
        failures.push(`${file} ${suite.name}\n${firstLines(suite.message)}`);
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    playwrightFailures(report.suites, file);
  }
}

if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
