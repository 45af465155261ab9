import { describe, expect, it, vi } from 'vitest';
import {
  allowedLinkHosts,
  checkExternalLink,
  openExternalLink,
  redactUrl,
} from '../../src/main/electron/external-links';

const hosts = allowedLinkHosts(['https://workspace.example.com/api', 'http://127.0.0.1:4010']);

describe('external link allowlist', () => {
  it('allows https links to the listed hosts and the workspace host', () => {
    for (const url of [
      'https://www.kfw.de/inlandsfoerderung/',
      'https://www.bafa.de/DE/Energie/energie_node.html',
      'https://www.waermepumpe.de/',
      'https://www.gesetze-im-internet.de/geg/',
      'https://workspace.example.com/docs',
      'HTTPS://WWW.KFW.DE/x',
    ]) {
      expect(checkExternalLink(url, hosts)).toMatchObject({ allowed: true });
    }
  });

  it('refuses other hosts, look-alikes and other ports', () => {
    for (const url of [
      'https://evil.example/',
      'https://www.kfw.de.evil.example/',
      'https://evilkfw.de/',
      'https://www.kfw.de:8443/',
      'https://127.0.0.1:4010/',
    ]) {
      expect(checkExternalLink(url, hosts)).toMatchObject({
        allowed: false,
        reason: 'host_not_allowed',
      });
    }
  });

  it('refuses anything but https, and URLs with credentials', () => {
    expect(checkExternalLink('http://www.kfw.de/', hosts)).toMatchObject({ reason: 'not_https' });
    expect(checkExternalLink('file:///etc/passwd', hosts)).toMatchObject({ reason: 'not_https' });
    expect(checkExternalLink('javascript:alert(1)', hosts)).toMatchObject({ reason: 'not_https' });
    expect(checkExternalLink('https://user:pw@www.kfw.de/', hosts)).toMatchObject({
      reason: 'credentials',
    });
    expect(checkExternalLink('https://user@www.kfw.de/', hosts)).toMatchObject({
      reason: 'credentials',
    });
    expect(checkExternalLink('not a url', hosts)).toMatchObject({ reason: 'unparsable' });
  });

  it('opens only allowed links, and logs a refusal without query, hash or credentials', async () => {
    const openExternal = vi.fn(async () => undefined);
    const log = vi.fn();
    const opener = { allowedHosts: () => hosts, openExternal, log };

    expect(openExternalLink('https://www.kfw.de/a?b=c', opener)).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://www.kfw.de/a?b=c');

    expect(openExternalLink('https://u:secretpw@evil.example/p?token=secret#frag', opener)).toBe(
      false,
    );
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(line).toContain('https://evil.example/p');
    expect(line).not.toMatch(/secret|token|frag|u:/);
  });

  it('redacts to scheme, host and path', () => {
    expect(redactUrl('https://a:b@x.example:444/p/q?k=v#h')).toBe('https://x.example:444/p/q');
    expect(redactUrl('no url ?k=v')).toBe('<unparsable URL>');
  });
});
