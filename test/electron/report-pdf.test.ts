import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { saveReportPdf } from '../../src/main/electron/report-pdf';

/* The desktop app's "Als PDF speichern…": Chromium's PDF of the report page, where the user says. */

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeWindow() {
  const printed: unknown[] = [];
  const window = {
    webContents: {
      printToPDF: async (options: unknown) => {
        printed.push(options);
        return Buffer.from('%PDF-1.7 report');
      },
    },
  } as unknown as BrowserWindow;
  return { window, printed };
}

describe('report.savePdf in Electron', () => {
  it('prints the page as A4 with its own @page rules and writes the file the user chose', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-pdf-'));
    dirs.push(dir);
    const { window, printed } = fakeWindow();
    const suggested: string[] = [];
    const dialog = {
      showSaveDialog: async (_w: unknown, options: { defaultPath?: string }) => {
        suggested.push(options.defaultPath!);
        return { canceled: false, filePath: join(dir, 'bericht.pdf') };
      },
    };
    const result = await saveReportPdf(window, dialog as never, '/home/u/Dokumente', {
      fileName: 'Bericht – Heizungsplanung',
    });
    expect(result).toEqual({ ok: true, value: { saved: true } });
    expect(suggested).toEqual(['/home/u/Dokumente/Bericht – Heizungsplanung.pdf']);
    expect(printed).toEqual([{ pageSize: 'A4', printBackground: true, preferCSSPageSize: true }]);
    expect(readFileSync(join(dir, 'bericht.pdf'), 'utf8')).toBe('%PDF-1.7 report');
  });

  it('prints nothing when the user cancels, and refuses a file name with a folder in it', async () => {
    const { window, printed } = fakeWindow();
    const cancel = { showSaveDialog: async () => ({ canceled: true, filePath: '' }) };
    expect(await saveReportPdf(window, cancel as never, '/tmp', { fileName: 'Bericht' })).toEqual({
      ok: true,
      value: { saved: false },
    });
    const refused = await saveReportPdf(window, cancel as never, '/tmp', {
      fileName: '../../etc/passwd',
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('invalid_request');
    expect(printed).toEqual([]);
  });
});
