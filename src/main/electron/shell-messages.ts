import { terminalLanguage } from '../start-messages';
import type { ExternalLinkDecision } from './external-links';

/*
 * The Electron shell's terminal lines besides its start (start-messages.ts): the key vault's and
 * the links it does not open, in the language `npm start` speaks: German by default, English
 * when the locale asks for it. They never hold a key or a URL's query (the callers give none).
 */

type RefusalReason = Extract<ExternalLinkDecision, { allowed: false }>['reason'];

const de = {
  keyFileNotRemoved: (reason: string) =>
    `Eine gespeicherte Schlüsseldatei ließ sich nicht entfernen: ${reason}`,
  keyNotDecrypted: (reason: string) =>
    `Ein gespeicherter API-Schlüssel ließ sich nicht entschlüsseln: ${reason}`,
  keyNotValid:
    'Ein gespeicherter API-Schlüssel war kein gültiger Schlüssel und wird nicht genutzt.',
  noKeychain:
    'Kein Schlüsselbund des Betriebssystems verfügbar: Der API-Schlüssel gilt, bis die App beendet wird, und wird nicht gespeichert.',
  keyNotStored: (reason: string) =>
    `Der API-Schlüssel ließ sich nicht speichern und gilt, bis die App beendet wird: ${reason}`,
  linkRefused: (url: string, reason: RefusalReason) =>
    `Nicht im Browser geöffnet: ${url} (${refusalDe[reason]}).`,
  linkFailed: (url: string, reason: string) =>
    `${url} ließ sich nicht im Browser öffnen: ${reason}`,
};

const refusalDe: Record<RefusalReason, string> = {
  unparsable: 'keine gültige Adresse',
  not_https: 'keine sichere https-Adresse',
  credentials: 'Adresse mit Benutzername oder Passwort',
  host_not_allowed: 'keine freigegebene Website',
};

export type ShellMessages = typeof de;

const en: ShellMessages = {
  keyFileNotRemoved: (reason) => `Could not remove a stored API key file: ${reason}`,
  keyNotDecrypted: (reason) => `A stored API key could not be decrypted: ${reason}`,
  keyNotValid: 'A stored API key was not a valid key; it is ignored.',
  noKeychain: 'No OS keychain is available: the API key is used until the app quits, not stored.',
  keyNotStored: (reason) =>
    `The API key could not be stored, it is used until the app quits: ${reason}`,
  linkRefused: (url, reason) => `Refused to open ${url} externally (${reason}).`,
  linkFailed: (url, reason) => `Could not open ${url}: ${reason}`,
};

/** The shell's terminal lines in the language the environment asks for. */
export function shellMessages(env: NodeJS.ProcessEnv = process.env): ShellMessages {
  return terminalLanguage(env) === 'en' ? en : de;
}
