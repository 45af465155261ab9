import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { lazyScreen } from '../../src/renderer/app/lazy-screen';
import { initI18n } from '../../src/renderer/i18n';

/* A screen whose code is a chunk of its own (app/screens.tsx): loading, preloading, failures. */

const Hello = ({ name }: { name: string }) => createElement('h1', null, `Hallo ${name}`);

describe('lazyScreen', () => {
  beforeAll(() => void initI18n('de'));

  it('before its chunk is in, says so in German as a status; once preloaded, renders at once', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads++;
      return Hello;
    });
    const waiting = renderToString(createElement(Screen, { name: 'Jana' }));
    expect(waiting).toContain('role="status"');
    expect(waiting).toContain('Wird geladen…');
    expect(waiting).not.toContain('Hallo');

    await Screen.preload();
    await Screen.preload();
    expect(loads).toBe(1);
    expect(renderToString(createElement(Screen, { name: 'Jana' }))).toBe('<h1>Hallo Jana</h1>');
  });

  it('a chunk that failed to load is asked for again on the next visit', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk missing');
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow('chunk missing');
    await Screen.preload();
    expect(attempts).toBe(2);
    expect(renderToString(createElement(Screen, { name: 'Florian' }))).toContain('Hallo Florian');
  });
});
