import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One line per violation with where it is. */
const described = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * Waits for React to own the page, then for its finite transitions and animations, so axe reads colours at rest: the
 * controls that need JS are dimmed and disabled in the server's HTML until hydration enables them (useHydrated), and
 * the cookie-preferences buttons of every page with a footer or banner say when that has happened.
 */
const settled = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector('button[aria-haspopup="dialog"]:disabled') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** Every accessibility violation on the whole page, of any impact (minor ones and colour contrast included). */
export const axeViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  return described((await new AxeBuilder({ page }).analyze()).violations);
};

/** Serious and critical accessibility violations on the whole page, one line each with where they are. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  return described(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  );
};
