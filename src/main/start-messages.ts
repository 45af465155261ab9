/*
 * What `npm start` says in the terminal, in the app's languages: German by default (as the app),
 * English when the user's locale asks for it.
 */

export type TerminalLanguage = 'de' | 'en';

/**
 * The terminal's language from the locale variables, in the order gettext reads them: GNU's
 * LANGUAGE (a list; its first entry), then LC_ALL, LC_MESSAGES, LANG. The first one set decides;
 * English for "en…", German for anything else (C, POSIX, de_DE, fr_FR: the app has no third).
 */
export function terminalLanguage(env: NodeJS.ProcessEnv = process.env): TerminalLanguage {
  const chosen = [env.LANGUAGE?.split(':')[0], env.LC_ALL, env.LC_MESSAGES, env.LANG].find(
    (value) => value?.trim(),
  );
  return chosen && /^en(?:[_.@-]|$)/i.test(chosen.trim()) ? 'en' : 'de';
}

const de = {
  startingElectron: 'Die Electron-App wird gestartet (electron-vite).',
  browserMode: 'Kein Electron auf diesem Rechner: Ortstermin startet im Browser-Modus.',
  building: 'Die App wird gebaut (electron-vite, einmal nach jeder Änderung)…',
  demoApi: (url: string, dataDir: string) =>
    `Demo-Arbeitsbereich (API): ${url} (Schlüssel: für diesen Start zufällig); Daten in ${dataDir}`,
  running: (appUrl: string) => `Ortstermin läuft unter ${appUrl}`,
  chromiumFailed: (path: string) =>
    `${path} ließ sich nicht öffnen: Bitte die Adresse oben in einem Browser öffnen.`,
  chromiumExited: (code: number) =>
    `Chromium wurde beendet (Code ${code}): Bitte die Adresse oben in einem Browser öffnen.`,
  openedInChromium: 'In Chromium geöffnet (App-Fenster). Beenden mit Strg+C.',
  noDisplay: 'Keine Anzeige: Bitte die Adresse oben in einem Browser öffnen. Beenden mit Strg+C.',
  noChromium: (path: string) =>
    `Kein Chromium unter ${path}: Bitte die Adresse oben in einem Browser öffnen. Beenden mit Strg+C.`,
  stopping: 'Ortstermin wird beendet…',
  stopped: (dataDir: string) => `Beendet. Lokale Änderungen bleiben in ${dataDir} erhalten.`,
  alreadyRunning: (appUrl: string) => `Ortstermin läuft bereits: ${appUrl}`,
  alreadyStarting: (dataDir: string) =>
    `Ortstermin läuft bereits (startet gerade, Daten in ${dataDir}).`,
  couldNotStart: (reason: string) => `Ortstermin konnte nicht starten: ${reason}`,
  startFailedTitle: 'Ortstermin konnte nicht starten',
  /** The database driver built for Node, not for Electron (`driverMissing`: none built at all). */
  electronDriverHint: (driverMissing: boolean) =>
    `Bitte „npm run electron:setup“ ausführen, um den Datenbanktreiber für Electron zu bauen${driverMissing ? ' (build/electron-native fehlt)' : ''}.`,
};

export type StartMessages = typeof de;

const en: StartMessages = {
  startingElectron: 'Starting the Electron app (electron-vite).',
  browserMode: 'No Electron binary on this machine; starting browser mode.',
  building: 'Building the app (electron-vite, once after every change)…',
  demoApi: (url, dataDir) =>
    `Demo workspace API: ${url} (key: random for this launch); data in ${dataDir}`,
  running: (appUrl) => `Ortstermin is running at ${appUrl}`,
  chromiumFailed: (path) => `Could not open ${path}; open the URL above in a browser.`,
  chromiumExited: (code) => `Chromium exited (code ${code}); open the URL above in a browser.`,
  openedInChromium: 'Opened in Chromium (app window). Press Ctrl+C to stop.',
  noDisplay: 'No display: open the URL above in a browser. Press Ctrl+C to stop.',
  noChromium: (path) =>
    `No Chromium at ${path}: open the URL above in a browser. Press Ctrl+C to stop.`,
  stopping: 'Stopping Ortstermin…',
  stopped: (dataDir) => `Stopped. Local changes are kept in ${dataDir}`,
  alreadyRunning: (appUrl) => `Ortstermin is already running: ${appUrl}`,
  alreadyStarting: (dataDir) =>
    `Ortstermin is already running (still starting, data in ${dataDir}).`,
  couldNotStart: (reason) => `Ortstermin could not start: ${reason}`,
  startFailedTitle: 'Ortstermin could not start',
  electronDriverHint: (driverMissing) =>
    `Run "npm run electron:setup" to build the database driver for Electron${driverMissing ? ' (build/electron-native is missing)' : ''}.`,
};

/** The terminal messages in the language the environment asks for. */
export function startMessages(env: NodeJS.ProcessEnv = process.env): StartMessages {
  return terminalLanguage(env) === 'en' ? en : de;
}
