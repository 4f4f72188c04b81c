/**
 * The write benchmark's webhook receiver (`npm run bench:writes -- --webhooks N`): answers every
 * POST 200 at once, as a receiver elsewhere would, in a process of its own so that its work does
 * not slow autocannon's. A GET answers how many it has received (the bench waits on it between
 * rounds). Prints "listening <port>", and on SIGTERM how many it received.
 */
import { createServer } from 'node:http';

let received = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(String(received));
    return;
  }
  request.resume();
  request.on('end', () => {
    received++;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.once('SIGTERM', () => {
  console.log(`received ${received}`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
