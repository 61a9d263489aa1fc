import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string;
  /** CSS paths of the failing elements (at most three). */
  where: string[];
  summary: string;
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Runs axe-core (WCAG 2.x A and AA, and best practices) in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as AxeResult;
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      where: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
      summary: `${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}): ${v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? ''}`,
    }));
}
