import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One line per violation with where it is. */
const described = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** Every accessibility violation on the whole page, of any impact (minor ones and colour contrast included). */
export const axeViolations = async (page: Page): Promise<string[]> =>
  described((await new AxeBuilder({ page }).analyze()).violations);

/** Serious and critical accessibility violations on the whole page, one line each with where they are. */
export const seriousViolations = async (page: Page): Promise<string[]> =>
  described(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  );
