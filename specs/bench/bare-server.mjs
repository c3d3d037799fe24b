// The yardstick: a bare Fastify route answering with a fixed body (the same bytes the measured route sends).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify();
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
