import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The page printed to A4 as the app prints it (the report's `@page` rules, backgrounds), saved as
 * `<dir>/bericht.pdf`, and its text read back with pdftotext (poppler-utils); non-breaking
 * spaces become plain ones so that figures can be matched as written. `layout` keeps the page's
 * columns (a table row on one line); `reading` gives the text in reading order with every run of
 * white space as one space, so a sentence that wraps inside a table cell reads whole.
 */
export async function printedReport(
  page: Page,
  dir: string,
  order: 'layout' | 'reading' = 'layout',
): Promise<{ pdf: string; text: string }> {
  const pdf = join(dir, 'bericht.pdf');
  await page.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true, printBackground: true });
  const text = execFileSync(
    '/usr/bin/pdftotext',
    [...(order === 'layout' ? ['-layout'] : []), pdf, '-'],
    {
      encoding: 'utf8',
    },
  ).replace(/[\u00a0\u202f]/g, ' ');
  return { pdf, text: order === 'reading' ? text.replace(/\s+/g, ' ') : text };
}

/** The text of each printed page (reading order, white space as one space), page 1 first. */
export function printedPages(pdf: string): string[] {
  const info = execFileSync('/usr/bin/pdfinfo', [pdf], { encoding: 'utf8' });
  const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return Array.from({ length: count }, (_, k) =>
    execFileSync('/usr/bin/pdftotext', ['-f', `${k + 1}`, '-l', `${k + 1}`, pdf, '-'], {
      encoding: 'utf8',
    })
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/**
 * The `headings` that stand last on a printed page, with only the page's foot after them: the
 * reader turns the page to find what they announce. Case aside (a style may set capitals); a
 * pattern stands for headings that name something (a plan's title).
 */
export function headingsAtPageFoot(pdf: string, headings: (string | RegExp)[]): string[] {
  return printedPages(pdf).flatMap((text, k) => {
    const body = text
      .replace(/\s*(Erstellt (am|von) .* mit Ortstermin\.)?\s*Seite \d+ von \d+\s*$/, '')
      .trim();
    return headings
      .filter((heading) =>
        typeof heading === 'string'
          ? body.toLowerCase().endsWith(heading.toLowerCase())
          : new RegExp(`(${heading.source})$`, 'i').test(body),
      )
      .map((heading) => `Seite ${k + 1}: ${String(heading)}`);
  });
}

/** How many images (raster pictures) page `n` of the PDF holds: drawn charts hold none. */
export function imagesOn(pdf: string, n: number): number {
  const list = execFileSync('/usr/bin/pdfimages', ['-list', '-f', `${n}`, '-l', `${n}`, pdf], {
    encoding: 'utf8',
  });
  // A header line and a rule, then one line per image.
  return list.trim().split('\n').slice(2).length;
}

/**
 * With ORTSTERMIN_SCREENSHOTS set, the printed pages whose text matches `on` (all pages when
 * omitted) rasterised at 60 dpi as `<name>-<n>.png`, n counted from 1 among the pages kept;
 * earlier pages of that name are removed first, so a shorter report leaves none behind.
 */
export function savePrintedPages(pdf: string, name: string, on?: RegExp): void {
  const shots = process.env.ORTSTERMIN_SCREENSHOTS;
  if (!shots) return;
  const stale = new RegExp(`^${name}-\\d+\\.png$`);
  for (const file of readdirSync(shots).filter((f) => stale.test(f))) rmSync(join(shots, file));
  const dir = mkdtempSync(join(tmpdir(), 'ortstermin-pages-'));
  try {
    let kept = 0;
    printedPages(pdf).forEach((pageText, k) => {
      if (on && !on.test(pageText)) return;
      const n = `${k + 1}`;
      const out = join(dir, `page-${n}`);
      execFileSync('/usr/bin/pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        n,
        '-l',
        n,
        '-singlefile',
        pdf,
        out,
      ]);
      copyFileSync(`${out}.png`, join(shots, `${name}-${++kept}.png`));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
