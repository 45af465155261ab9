import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import { contract, type IpcResult } from '../../shared/ipc/contract';
import { describeIssues } from '../../shared/api';

/*
 * 'report.savePdf' in the desktop app: the report page the window shows, printed by Chromium to an
 * A4 PDF (the page's @page rules: margins, "Seite X von Y"), saved where the user chooses. Answered
 * here, not by the workspace manager, because only the shell has the window to print.
 */
export async function saveReportPdf(
  window: BrowserWindow,
  dialog: Pick<Dialog, 'showSaveDialog'>,
  documentsDir: string,
  request: unknown,
): Promise<IpcResult<{ saved: boolean }>> {
  const parsed = contract['report.savePdf'].request.safeParse(request ?? {});
  if (!parsed.success)
    return {
      ok: false,
      error: {
        code: 'invalid_request',
        params: { channel: 'report.savePdf' },
        message: 'report.savePdf: invalid request',
        issues: describeIssues(parsed.error),
      },
    };
  const name = parsed.data.fileName.toLowerCase().endsWith('.pdf')
    ? parsed.data.fileName
    : `${parsed.data.fileName}.pdf`;
  const choice = await dialog.showSaveDialog(window, {
    defaultPath: join(documentsDir, name),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  if (choice.canceled || !choice.filePath) return { ok: true, value: { saved: false } };
  try {
    const pdf = await window.webContents.printToPDF({
      pageSize: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
    });
    await writeFile(choice.filePath, pdf);
    return { ok: true, value: { saved: true } };
  } catch (error) {
    return {
      ok: false,
      error: {
        code: 'report_not_saved',
        params: { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
        message: `The report could not be saved as a PDF: ${String(error)}`,
      },
    };
  }
}
