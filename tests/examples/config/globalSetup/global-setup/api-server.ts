import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let server: Server;

// Named exports: `setup` runs before the tests, `teardown` after them.
export async function setup() {
  server = createServer((_request, response) => response.end('pong'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Tests run in other processes: hand them values through environment variables.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.log('api-server: setup');
}

export async function teardown() {
  await new Promise((resolve) => server.close(resolve));
  console.log('api-server: teardown');
}
