// How the scripts start and stop: a module that is also a command runs its main only when it is
// the script node was started with, and a local server stops cleanly on Ctrl+C or a test's SIGTERM.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs `main` when the module at `moduleUrl` (its import.meta.url) is the script node was
 * started with, not when a test imports it. An error prints as "<name>: <message>" and exits 1.
 */
export function runAsScript(moduleUrl, name, main) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const fail = (error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message.startsWith(`${name}: `) ? message : `${name}: ${message}`);
    process.exit(1);
  };
  try {
    Promise.resolve(main()).catch(fail);
  } catch (error) {
    fail(error);
  }
}

/**
 * Starts `server` on host:port and prints `ready(port)` once it listens; a port in use or another
 * error exits 1 saying so. SIGINT and SIGTERM close it, open connections included, and exit 0
 * (after graceMs at the latest).
 */
export function listenUntilStopped(server, { host, port, name, ready, graceMs = 500 }) {
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `${name}: port ${port} is already in use on ${host}. Stop the other server or pick another port.`
        : `${name}: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    console.log(ready(typeof address === 'object' && address ? address.port : port));
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), graceMs).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
