import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors';
import { csvFileName, saveCsv, TooManyRowsError } from './csv-export';
import './export-csv.css';

interface Props {
  /** The list's name in the file name ("kontakte" → kontakte-2026-11-25.csv). */
  list: string;
  /** Builds the whole file: every row the list's filters match. */
  build(): Promise<{ text: string; rows: number }>;
}

/**
 * "Als CSV exportieren": reads every matching row, saves the file, and says how many rows went
 * into which file (or why nothing was saved) in a polite status next to the button.
 */
export function ExportCsvButton({ list, build }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const run = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const { text, rows } = await build();
      const file = csvFileName(list);
      saveCsv(file, text);
      setSaid({ text: t('backOffice.csv.exported', { count: rows, file }), failed: false });
    } catch (error) {
      setSaid({
        text: t('backOffice.csv.failed', {
          reason:
            error instanceof TooManyRowsError
              ? t('backOffice.csv.tooMany', { max: error.max })
              : errorText(t, error),
        }),
        failed: true,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="csv-export">
      <button type="button" onClick={() => void run()} disabled={busy} data-testid="csv-export">
        {busy ? t('backOffice.csv.exporting') : t('backOffice.csv.export')}
      </button>
      <span
        className={`muted small${said?.failed ? ' form-error' : ''}`}
        role={said?.failed ? 'alert' : 'status'}
        data-testid="csv-export-status"
      >
        {said?.text}
      </span>
    </span>
  );
}
