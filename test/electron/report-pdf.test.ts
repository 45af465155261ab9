import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { saveReportPdf } from '../../src/main/electron/report-pdf';
import { dispatch } from '../../src/main/ipc/handlers';

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
    expect(result).toEqual({ saved: true });
    expect(suggested).toEqual(['/home/u/Dokumente/Bericht – Heizungsplanung.pdf']);
    expect(printed).toEqual([{ pageSize: 'A4', printBackground: true, preferCSSPageSize: true }]);
    expect(readFileSync(join(dir, 'bericht.pdf'), 'utf8')).toBe('%PDF-1.7 report');
  });

  it('prints nothing when the user cancels, and refuses a file name with a folder in it', async () => {
    const { window, printed } = fakeWindow();
    const cancel = { showSaveDialog: async () => ({ canceled: true, filePath: '' }) };
    expect(await saveReportPdf(window, cancel as never, '/tmp', { fileName: 'Bericht' })).toEqual({
      saved: false,
    });
    // As the shell answers it: through dispatch, which checks the request against the contract.
    const handlers = {
      'report.savePdf': (request: { fileName: string }) =>
        saveReportPdf(window, cancel as never, '/tmp', request),
    };
    const refused = await dispatch(handlers, 'report.savePdf', { fileName: '../../etc/passwd' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('invalid_request');
    expect(printed).toEqual([]);
  });

  it('says the PDF could not be saved when printing fails, with the reason', async () => {
    const window = {
      webContents: {
        printToPDF: async () => Promise.reject(new Error('printing failed')),
      },
    } as unknown as BrowserWindow;
    const choose = { showSaveDialog: async () => ({ canceled: false, filePath: '/tmp/x.pdf' }) };
    const handlers = {
      'report.savePdf': (request: { fileName: string }) =>
        saveReportPdf(window, choose as never, '/tmp', request),
    };
    const result = await dispatch(handlers, 'report.savePdf', { fileName: 'Bericht' });
    expect(!result.ok && result.error.code).toBe('report_not_saved');
    expect(!result.ok && result.error.params).toEqual({ reason: 'printing failed' });
  });
});
