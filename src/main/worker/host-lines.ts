import { formatGermanNumber } from '../../shared/numbers/german-number';
import { terminalLanguage, type TerminalLanguage } from '../start-messages';

/*
 * What the core's worker host writes to the terminal (`[core] …`): a crash, a restart, a call
 * that got no answer, a slow call. A developer reads them in `npm start`'s output beside its own
 * lines, so they speak the same language: German by default, English when the locale asks for it
 * (start-messages.ts, terminalLanguage). The CLI keeps English, as all its output.
 */

const de = {
  workerFailed: (reason: string) => `[core] Der Worker ist ausgefallen: ${reason}`,
  workerExited: (code: number) =>
    `[core] Der Worker wurde unerwartet beendet (Code ${code}); er wird neu gestartet`,
  couldNotRestart: (reason: string) => `[core] Der Worker ließ sich nicht neu starten: ${reason}`,
  noAnswer: (channel: string, limitMs: number) =>
    `[core] ${channel}: keine Antwort in ${formatGermanNumber(limitMs / 1000, { maxDecimals: 1, grouping: true })} s`,
  slowCall: (channel: string, ms: number) =>
    `[core] ${channel} dauerte ${formatGermanNumber(ms, { grouping: true })} ms`,
};

export type HostLines = typeof de;

const en: HostLines = {
  workerFailed: (reason) => `[core] the worker failed: ${reason}`,
  workerExited: (code) => `[core] the worker exited unexpectedly (code ${code}); restarting it`,
  couldNotRestart: (reason) => `[core] the worker could not restart: ${reason}`,
  noAnswer: (channel, limitMs) =>
    `[core] ${channel} got no answer in ${Math.round(limitMs / 100) / 10} s`,
  slowCall: (channel, ms) => `[core] ${channel} took ${ms} ms`,
};

/** The host's terminal lines in `language` (default: the one the environment asks for). */
export function hostLines(language: TerminalLanguage = terminalLanguage()): HostLines {
  return language === 'en' ? en : de;
}
