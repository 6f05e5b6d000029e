import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Draws the blocks the site leaves undrawn off screen, as screenshots do (see screenshot.css). */
const drawEverything = fileURLToPath(new URL('./screenshot.css', import.meta.url));

/** The WCAG 2.1 A and AA rules every page is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Scans the page as it is now and describes each violation on one line (rule, impact, the elements at fault
 * and axe's summary), so a failing test names what to fix without opening the report. The off-screen blocks are
 * drawn for the scan, as they are once a person scrolls to them: an undrawn block has no background for axe to
 * measure contrast against (it reads whatever lies under it).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ path: drawEverything });
  const results = await new AxeBuilder({ page }).withTags([...wcagTags]).analyze();
  await style.evaluate((tag) => (tag as Element).remove());
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' > ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}
