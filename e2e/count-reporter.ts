import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { checkedAttachment } from './checked';

// Prints, after the run, what the browser tests looked at (from each test's record, e2e/fixtures.ts):
// tests, pages opened in the browser and their languages, viewport widths, addresses fetched
// without a browser. docs/development.md keeps these counts from run to run, to compare.

type Record = { pages: string[]; languages: string[]; widths: number[]; fetched: string[] };

export default class CountReporter implements Reporter {
  /** Each test's outcome after its last attempt (a retried test counts once). */
  private readonly outcomes = new Map<TestCase, string>();
  private readonly pages = new Set<string>();
  private readonly languages = new Set<string>();
  private readonly widths = new Set<number>();
  private readonly fetched = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test, test.outcome());
    for (const attachment of result.attachments) {
      if (attachment.name !== checkedAttachment || !attachment.body) continue;
      const record = JSON.parse(attachment.body.toString('utf8')) as Record;
      record.pages.forEach((page) => this.pages.add(page));
      record.languages.forEach((language) => this.languages.add(language));
      record.widths.forEach((width) => this.widths.add(width));
      record.fetched.forEach((address) => this.fetched.add(address));
    }
  }

  onEnd(result: FullResult) {
    if (this.outcomes.size === 0) return;
    const tally = new Map<string, number>();
    for (const outcome of this.outcomes.values()) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
    const outcomes = [...tally].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
    const widths = [...this.widths].sort((a, b) => a - b);
    console.log(
      [
        `Checked in the browser (${result.status}): ${this.outcomes.size} tests (${outcomes})`,
        `  ${this.pages.size} addresses opened in the browser, in ${this.languages.size} languages (${[...this.languages].sort().join(', ')})`,
        `  at ${widths.length} viewport widths (${widths.join(', ')} px)`,
        `  ${this.fetched.size} addresses fetched without a browser`,
      ].join('\n'),
    );
  }

  printsToStdio() {
    return false;
  }
}
