import { describe, expect, it } from 'vitest';
import { csvCell, excelCsv, type CsvColumn } from '../../src/shared/csv/excel-csv';

interface Row {
  name: string;
  value: number | null;
  since: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', kind: 'text', value: (r) => r.name },
  { header: 'Betrag (€)', kind: 'number', value: (r) => r.value },
  { header: 'Seit', kind: 'date', value: (r) => r.since },
];

describe('CSV as German Excel opens it', () => {
  it('writes BOM, semicolons, decimal commas, dd.mm.yyyy and CRLF', () => {
    const text = excelCsv(columns, [
      { name: 'Müller', value: 24000.5, since: '2026-11-25T12:00:00.000Z' },
      { name: 'Keßler', value: null, since: null },
    ]);
    expect(text).toBe(
      '\uFEFFName;Betrag (€);Seit\r\n' + 'Müller;24000,5;25.11.2026\r\n' + 'Keßler;;\r\n',
    );
  });

  it('quotes cells with the separator, quotes or line breaks (RFC 4180 with ;)', () => {
    expect(csvCell('text', 'Heizung; Dach')).toBe('"Heizung; Dach"');
    expect(csvCell('text', 'Firma „Wolf“ "GmbH"')).toBe('"Firma „Wolf“ ""GmbH"""');
    expect(csvCell('text', 'Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('text', 'a,b')).toBe('a,b');
  });

  it('writes numbers without grouping, negative and whole ones too', () => {
    expect(csvCell('number', 1234567.25)).toBe('1234567,25');
    expect(csvCell('number', -3.5)).toBe('-3,5');
    expect(csvCell('number', 0)).toBe('0');
    expect(csvCell('number', Number.NaN)).toBe('');
  });

  it('writes a bare date as that day, whatever the time zone', () => {
    expect(csvCell('date', '2026-01-05')).toBe('05.01.2026');
  });

  it('keeps a formula from running, and phone numbers as typed', () => {
    expect(csvCell('text', '=HYPERLINK("http://x","y")')).toBe(
      '"\'=HYPERLINK(""http://x"",""y"")"',
    );
    expect(csvCell('text', '@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('text', '+49 89 1234567')).toBe('+49 89 1234567');
    expect(csvCell('text', '-cmd|calc')).toBe("'-cmd|calc");
  });
});
