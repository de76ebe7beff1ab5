import net from 'node:net';

/**
 * A TCP proxy for fault tests: put it between the server and a service (PostgreSQL, SMTP)
 * and cut the line. `cut()` resets every open connection and refuses new ones (what a
 * stopped PostgreSQL or a network reset looks like to the client); `restore()` lets them
 * through again. The port stays the same throughout.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  port = 0;
  /** Connections accepted so far (through, not refused). */
  accepted = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** A proxy to the host and port of a postgres:// (or any) URL. */
  static forUrl(url: string) {
    const parsed = new URL(url);
    return new TcpProxy(parsed.hostname, Number(parsed.port || 5432));
  }

  /** The same URL, through the proxy. */
  url(of: string) {
    const parsed = new URL(of);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async start(port = 0) {
    const server = net.createServer((client) => {
      if (this.server !== server) return void client.resetAndDestroy();
      this.accepted++;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.open.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.open.delete(client);
        this.open.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Resets every connection and stops listening: new connections are refused. */
  async cut() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.open) socket.resetAndDestroy();
    this.open.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  restore() {
    return this.start(this.port);
  }

  /** Resets every open connection; new ones still go through. */
  resetAll() {
    for (const socket of this.open) socket.resetAndDestroy();
    this.open.clear();
  }

  stop() {
    return this.cut();
  }
}
