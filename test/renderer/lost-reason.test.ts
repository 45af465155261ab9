import { describe, expect, it } from 'vitest';
import {
  lostReasonMaxLength,
  lostReasonProblem,
  notesWithLostReason,
} from '../../src/renderer/features/deals/lost-reason';

describe('the reason a deal is lost', () => {
  it('is required, and bounded', () => {
    expect(lostReasonProblem('')).toBe('required');
    expect(lostReasonProblem('  \n ')).toBe('required');
    expect(lostReasonProblem('Kunde hat sich für Gas entschieden')).toBeNull();
    expect(lostReasonProblem('x'.repeat(lostReasonMaxLength))).toBeNull();
    expect(lostReasonProblem('x'.repeat(lostReasonMaxLength + 1))).toBe('tooLong');
  });

  it('is appended to the notes under what was there', () => {
    const line = 'Verloren am 25.11.2026: Angebot zu teuer';
    expect(notesWithLostReason(null, line)).toBe(line);
    expect(notesWithLostReason('', line)).toBe(line);
    expect(notesWithLostReason('Rückruf Dienstag\n\n', line)).toBe(`Rückruf Dienstag\n\n${line}`);
  });
});
