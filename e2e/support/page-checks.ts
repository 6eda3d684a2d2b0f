import fs from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations, one line each. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** True when the page is wider than the viewport (the clinician would have to scroll sideways). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth > window.innerWidth + 1')) as boolean;
}

/** Tabs a clinician cannot see without scrolling a tab list sideways: their labels. */
export async function tabsOffScreen(page: Page): Promise<string[]> {
  return (await page.evaluate(`[...document.querySelectorAll('[role="tab"]')]
    .filter((tab) => {
      const box = tab.getBoundingClientRect();
      const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 1 ||
        (list && (box.left < list.left - 1 || box.right > list.right + 1)));
    })
    .map((tab) => tab.textContent.trim())`)) as string[];
}
