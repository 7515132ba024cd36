import type { Server } from "node:http";

/**
 * Stops taking connections and resolves once the server has closed. Idle keep-alive connections
 * close at once, and so does each one whose last request finishes later (Node would otherwise keep
 * it until its keep-alive timeout); requests in flight may finish for `timeoutMs`, after which their
 * connections are closed too (`onTimeout` is told how many were still open), so a stuck request cannot hold a
 * deployment's old instance forever (docs/deploy.md, "Stopping").
 */
export function closeServer(
  server: Server,
  timeoutMs: number,
  onTimeout: (openConnections: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      server.getConnections((error, count) => {
        onTimeout(error ? -1 : count);
        server.closeAllConnections();
      });
    }, timeoutMs);
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close((error) => {
      clearTimeout(deadline);
      clearInterval(idleSweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
