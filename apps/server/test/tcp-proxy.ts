// A TCP proxy in front of the PostgreSQL server, so a test can take the database away from the app
// (every open connection cut, new ones refused) and bring it back on the same address.
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Cuts every connection through the proxy and stops accepting new ones. */
  stop(): Promise<void>;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const forward = (client: net.Socket) => {
    const upstream = net.connect(target);
    sockets.add(client);
    sockets.add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', cut);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const start = async () => {
    const listening = net.createServer(forward);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    server = listening;
    port = (listening.address() as net.AddressInfo).port;
  };

  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}
