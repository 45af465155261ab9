import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server';
import { ensurePrivateDir, tightenDatabaseFiles } from './files';

export const demoServerDbName = 'demo-server.sqlite';

/** A fresh random API key (32 bytes, base64url: printable ASCII, fits apiKeySchema). */
export function randomApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The only Host names the demo server answers to (DNS rebinding: any other Host gets 421). */
export const demoHostNames = ['127.0.0.1', 'localhost'];

export interface DemoServerOptions {
  /** The demo workspace's folder: the server's database lives beside the local one. */
  dataDir: string;
  apiKey: string;
  nativeBinding?: string;
}

/**
 * The embedded demo workspace's server: the reference server in this process, on 127.0.0.1, on
 * a file so that a restart finds the writes this device already sent. It can be stopped and
 * started again (demo.setRunning) on the same port when that is free, with the same database
 * and key, so the network really goes away for a while.
 */
export class DemoServer {
  private server: RunningServer | null = null;
  private port = 0;
  /** True when the last start created the server's workspace (a new key, or a new database). */
  createdWorkspace = false;
  private transition: Promise<void> = Promise.resolve();

  constructor(private readonly options: DemoServerOptions) {}

  get apiKey(): string {
    return this.options.apiKey;
  }

  get running(): boolean {
    return this.server !== null;
  }

  /** The server's URL (the last one while stopped; null before the first start). */
  get url(): string | null {
    return this.port ? `http://127.0.0.1:${this.port}` : null;
  }

  start(): Promise<void> {
    return (this.transition = this.transition.then(() => this.doStart()));
  }

  stop(): Promise<void> {
    return (this.transition = this.transition.then(() => this.doStop()));
  }

  private async doStart(): Promise<void> {
    if (this.server) return;
    ensurePrivateDir(this.options.dataDir);
    const open = (port: number) =>
      startServer({
        apiKeys: [this.options.apiKey],
        // A fresh key each launch takes over the workspace of the last one (or of the fixed
        // `demo-key` of earlier versions), with its data; the old key answers 401 from now on.
        rekeyFirstWorkspace: true,
        allowedHostNames: demoHostNames,
        dbPath: join(this.options.dataDir, demoServerDbName),
        seed: 'demo',
        port,
        nativeBinding: this.options.nativeBinding,
      });
    try {
      this.server = await open(this.port);
    } catch (error) {
      if (!this.port || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
      this.server = await open(0); // the old port was taken meanwhile
    }
    this.port = this.server.port;
    this.createdWorkspace = this.server.workspaces[0]?.created ?? false;
    tightenDatabaseFiles(this.options.dataDir);
  }

  private async doStop(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.close();
  }
}
