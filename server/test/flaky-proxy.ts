import net from 'node:net';

/**
 * A TCP proxy in front of a database that a test can cut (every socket destroyed, new ones reset), hang (connections
 * accepted and never answered) and restore: a real outage between the app and PostgreSQL.
 */
export class FlakyProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Cut: new connections are reset as soon as they are accepted (the database is gone). */
  private down = false;
  /** Hanging: connections are accepted and never answered (a network partition, a frozen server). */
  private hanging = false;
  private readonly hung = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /**
   * Listens once for the whole suite. The port stays bound while the database is "gone": closed and opened again,
   * it could be taken in between by a server of another test running at the same time.
   */
  async start(): Promise<void> {
    const server = net.createServer((client) => {
      client.on('error', () => undefined);
      if (this.down) return void client.resetAndDestroy();
      if (this.hanging) {
        this.hung.add(client);
        client.on('close', () => this.hung.delete(client));
        return;
      }
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  /** The database "goes away": open connections break, new ones are reset. */
  async cut(): Promise<void> {
    this.down = true;
    for (const s of [...this.sockets, ...this.hung]) s.destroy();
  }

  /** Open connections break; new ones are accepted and then get no answer at all. */
  hang(): void {
    this.hanging = true;
    for (const s of this.sockets) s.destroy();
  }

  async restore(): Promise<void> {
    this.down = false;
    this.hanging = false;
    for (const s of this.hung) s.destroy();
  }

  async stop(): Promise<void> {
    await this.cut();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
