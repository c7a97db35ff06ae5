import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /**
   * Console errors a test expects (e.g. a chunk it makes fail on purpose); any other fails it.
   * Give one pattern (use | for several): Playwright reads a two-item array as [value, options].
   */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
}

/** Every test fails on a console error or uncaught page error it did not expect (ARCHITECTURE §9). */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record(error.message));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.2 A and AA violations on the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
