import net from "node:net";

/** Distinct free loopback ports, all held open at once while they are picked, so none is picked twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<net.Server>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => resolve(server));
    })),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** One free loopback port (taken from the system, then let go: another process may take it before it is used). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}
