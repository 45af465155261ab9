import { z } from 'zod';

/*
 * The project report as a PDF file. Electron prints the report page it shows with
 * webContents.printToPDF (A4, the page's own @page rules) and saves it where the user chooses.
 * Browser mode has no such host: the browser's print dialog makes the PDF, and this channel
 * answers `not_supported`.
 */
export const reportChannels = {
  'report.savePdf': {
    request: z.strictObject({
      /** Suggested file name in the save dialog, without folder ("Bericht – Projekt.pdf"). */
      fileName: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^[^/\\:*?"<>|]+$/),
    }),
    /** saved: false when the user cancelled the save dialog. */
    response: z.object({ saved: z.boolean() }),
  },
} as const;
