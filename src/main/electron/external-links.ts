import { shellMessages } from './shell-messages';

/*
 * Which web pages the app hands to the system browser (shell.openExternal): https only, no user
 * name or password in the URL, and only these hosts (exact host names, default port) plus the
 * host of a configured workspace. Everything else is refused and logged without its query.
 */

/** Funding, trade and law sites an energy consultant's links point to. */
export const trustedLinkHosts: readonly string[] = [
  // KfW (Kreditanstalt für Wiederaufbau): funding programmes.
  'www.kfw.de',
  'kfw.de',
  // BAFA (Bundesamt für Wirtschaft und Ausfuhrkontrolle): BEG funding.
  'www.bafa.de',
  'bafa.de',
  // BWP (Bundesverband Wärmepumpe).
  'www.waermepumpe.de',
  'waermepumpe.de',
  // Federal law texts (GEG, EnEV, …).
  'www.gesetze-im-internet.de',
  'gesetze-im-internet.de',
];

/** The trusted hosts plus each workspace base URL's host (with its port, if not the default). */
export function allowedLinkHosts(workspaceBaseUrls: Iterable<string> = []): Set<string> {
  const hosts = new Set(trustedLinkHosts);
  for (const baseUrl of workspaceBaseUrls) {
    try {
      const url = new URL(baseUrl);
      if (url.protocol === 'https:') hosts.add(url.host);
    } catch {
      // Not a URL: adds nothing.
    }
  }
  return hosts;
}

export type ExternalLinkDecision =
  | { allowed: true; url: string }
  | { allowed: false; reason: 'unparsable' | 'not_https' | 'credentials' | 'host_not_allowed' };

export function checkExternalLink(
  url: string,
  allowedHosts: ReadonlySet<string>,
): ExternalLinkDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allowed: false, reason: 'unparsable' };
  }
  if (parsed.protocol !== 'https:') return { allowed: false, reason: 'not_https' };
  if (parsed.username || parsed.password) return { allowed: false, reason: 'credentials' };
  if (!allowedHosts.has(parsed.host)) return { allowed: false, reason: 'host_not_allowed' };
  return { allowed: true, url: parsed.href };
}

/** For logs: scheme, host and path; never user name, password, query or hash. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '<unparsable URL>';
  }
}

export interface ExternalLinkOpener {
  /** Read on every link: the workspace list may change while the app runs. */
  allowedHosts: () => ReadonlySet<string>;
  openExternal: (url: string) => Promise<void>;
  log: (message: string) => void;
}

/**
 * Opens an allowed link in the system browser; refuses (and logs) every other. The log speaks
 * the language of `env`'s locale (shell-messages.ts).
 */
export function openExternalLink(
  url: string,
  opener: ExternalLinkOpener,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const say = shellMessages(env);
  const decision = checkExternalLink(url, opener.allowedHosts());
  if (!decision.allowed) {
    opener.log(say.linkRefused(redactUrl(url), decision.reason));
    return false;
  }
  opener.openExternal(decision.url).catch((error: unknown) => {
    opener.log(
      say.linkFailed(
        redactUrl(decision.url),
        error instanceof Error ? error.message : String(error),
      ),
    );
  });
  return true;
}
