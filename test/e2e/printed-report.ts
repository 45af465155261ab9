import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The page printed to A4 as the app prints it (the report's `@page` rules, backgrounds), saved as
 * `<dir>/bericht.pdf`, and its text read back with pdftotext (poppler-utils); non-breaking
 * spaces become plain ones so that figures can be matched as written.
 */
export async function printedReport(
  page: Page,
  dir: string,
): Promise<{ pdf: string; text: string }> {
  const pdf = join(dir, 'bericht.pdf');
  await page.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true, printBackground: true });
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdf, '-'], {
    encoding: 'utf8',
  }).replace(/[\u00a0\u202f]/g, ' ');
  return { pdf, text };
}
