import { createServer, type Server } from 'node:http';

/** The worker's health endpoint: a load balancer or orchestrator asks it; the shop itself is served by web instances. */
export const WORKER_HEALTH_PATH = '/health';

const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });

/**
 * A worker's only listener: `GET /health` answers 200 while the process runs its background work; every other path
 * is the API's 404 envelope, so a worker put behind the shop's load balancer by mistake serves no page.
 */
export const listenForHealth = (port: number, host: string): Promise<Server> => {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://worker').pathname;
    const answer =
      path === WORKER_HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD')
        ? json(200, { success: true, data: { role: 'worker', status: 'running' } })
        : json(404, { success: false, error: { code: 4004, message: 'A worker serves no shop: ask a web instance' } });
    response.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : answer.text);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};
