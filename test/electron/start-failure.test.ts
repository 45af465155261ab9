import { describe, expect, it } from 'vitest';
import { startFailure } from '../../src/main/electron/start-failure';

/*
 * The Electron shell's start-failure dialog (and its terminal line) in the language `npm start`
 * speaks: German, English with LANG=en. No Electron binary here: the words are built by a
 * function of their own, tested here; index.ts only shows them.
 */

const driverForNode = new Error(
  "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node' was compiled " +
    'against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js ' +
    'requires NODE_MODULE_VERSION 123.',
);

describe('the start-failure dialog', () => {
  it('speaks German by default and says how to build the database driver', () => {
    const failure = startFailure(driverForNode, { driverBuilt: false, env: { LANG: 'C.UTF-8' } });
    expect(failure.title).toBe('Ortstermin konnte nicht starten');
    expect(failure.message).toBe(
      `${driverForNode.message}\n\nBitte „npm run electron:setup“ ausführen, um den ` +
        'Datenbanktreiber für Electron zu bauen (build/electron-native fehlt).',
    );
    expect(failure.line).toBe(`Ortstermin konnte nicht starten: ${failure.message}`);
  });

  it('speaks English with LANG=en', () => {
    const failure = startFailure(driverForNode, {
      driverBuilt: true,
      env: { LANG: 'en_GB.UTF-8' },
    });
    expect(failure.title).toBe('Ortstermin could not start');
    expect(failure.message).toBe(
      `${driverForNode.message}\n\nRun "npm run electron:setup" to build the database driver for Electron.`,
    );
    expect(failure.line).toBe(`Ortstermin could not start: ${failure.message}`);
  });

  it('gives the reason alone where no fix is known', () => {
    const failure = startFailure('EACCES: permission denied, open /daten/settings.json', {
      driverBuilt: true,
      env: {},
    });
    expect(failure.message).toBe('EACCES: permission denied, open /daten/settings.json');
    expect(failure.line).toBe(
      'Ortstermin konnte nicht starten: EACCES: permission denied, open /daten/settings.json',
    );
  });
});
