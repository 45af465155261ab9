import { describe, expect, it } from 'vitest';
import { appPageUrl, isAppPage } from '../../src/main/electron/navigation-policy';

const builtPage = 'file:///opt/Ortstermin/resources/app.asar/out/renderer/index.html';
const devPage = 'http://localhost:5173';

const appPage = 'app://ortstermin/index.html';

describe('the app page', () => {
  it('is the dev server URL in development and the built index.html on app:// otherwise', () => {
    expect(appPageUrl({ devServerUrl: devPage, isPackaged: false })).toBe(devPage);
    expect(appPageUrl({ devServerUrl: devPage, isPackaged: true })).toBe(appPage);
    expect(appPageUrl({ devServerUrl: undefined, isPackaged: false })).toBe(appPage);
  });

  it('on app://, only index.html of the app host counts', () => {
    expect(isAppPage('app://ortstermin/index.html#/projects/p-1', appPage)).toBe(true);
    expect(isAppPage('app://ortstermin/assets/index.js', appPage)).toBe(false);
    expect(isAppPage('app://ortstermin/', appPage)).toBe(false);
    expect(isAppPage('app://evil/index.html', appPage)).toBe(false);
    expect(isAppPage('file:///home/user/Downloads/index.html', appPage)).toBe(false);
  });
});

describe('navigation policy (exact page, hash ignored), also for a file:// page', () => {
  it('allows the built page itself, with any hash', () => {
    expect(isAppPage(builtPage, builtPage)).toBe(true);
    expect(isAppPage(`${builtPage}#/contacts/c-1`, builtPage)).toBe(true);
    expect(isAppPage(builtPage.replace('out/renderer', 'out/x/../renderer'), builtPage)).toBe(true);
  });

  it('denies any other file:// page (a dropped HTML file)', () => {
    expect(isAppPage('file:///home/user/Downloads/evil.html', builtPage)).toBe(false);
    expect(
      isAppPage('file:///opt/Ortstermin/resources/app.asar/out/renderer/other.html', builtPage),
    ).toBe(false);
    expect(isAppPage(`${builtPage}?x=1`, builtPage)).toBe(false);
    expect(isAppPage('file:///', builtPage)).toBe(false);
  });

  it('allows only the exact dev server page, not a prefix match', () => {
    expect(isAppPage('http://localhost:5173/', devPage)).toBe(true);
    expect(isAppPage('http://localhost:5173/#/projects', devPage)).toBe(true);
    expect(isAppPage('http://localhost:5173.evil.example/', devPage)).toBe(false);
    expect(isAppPage('http://localhost:51730/', devPage)).toBe(false);
    expect(isAppPage('http://localhost:5173/other.html', devPage)).toBe(false);
    expect(isAppPage('http://localhost:5173@evil.example/', devPage)).toBe(false);
    expect(isAppPage('file:///tmp/evil.html', devPage)).toBe(false);
  });

  it('denies what is not a URL at all', () => {
    for (const url of [undefined, null, '', 'not a url', 'javascript:alert(1)', 'about:blank']) {
      expect(isAppPage(url, builtPage)).toBe(false);
    }
  });
});
