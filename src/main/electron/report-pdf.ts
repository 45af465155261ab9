import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import type { RequestOf, ResponseOf } from '../../shared/ipc/contract';
import { HostError } from '../ipc/errors';

/*
 * 'report.savePdf' in the desktop app: the report page the window shows, printed by Chromium to an
 * A4 PDF (the page's @page rules: margins, "Seite X von Y"), saved where the user chooses. The
 * shell adds this handler to the manager's map (index.ts), because only it has the window to
 * print; `dispatch` validates the request and words a failure like every other channel's.
 */
export async function saveReportPdf(
  window: BrowserWindow,
  dialog: Pick<Dialog, 'showSaveDialog'>,
  documentsDir: string,
  { fileName }: RequestOf<'report.savePdf'>,
): Promise<ResponseOf<'report.savePdf'>> {
  const name = fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  const choice = await dialog.showSaveDialog(window, {
    defaultPath: join(documentsDir, name),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  if (choice.canceled || !choice.filePath) return { saved: false };
  try {
    const pdf = await window.webContents.printToPDF({
      pageSize: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
    });
    await writeFile(choice.filePath, pdf);
    return { saved: true };
  } catch (error) {
    throw new HostError(
      'report_not_saved',
      `The report could not be saved as a PDF: ${String(error)}`,
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
    );
  }
}
