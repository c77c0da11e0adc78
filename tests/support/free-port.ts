import net from 'node:net'

/** A loopback port nothing listens on now. Free of vitest, so the benchmarks (run by tsx) can use it too. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
