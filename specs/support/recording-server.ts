import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';

export type RecordedRequest = {
  readonly method: string;
  readonly url: string;
  readonly contentType: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly body: unknown;
};

export type Answer = { readonly status: number; readonly body: unknown; readonly delayMs?: number };

/**
 * A real HTTP server on a free loopback port that records every request and answers from a script:
 * `answers` is consumed one per request, the last one repeating.
 */
export const startRecordingServer = async () => {
  const requests: RecordedRequest[] = [];
  let answers: Answer[] = [{ status: 200, body: { success: true, data: null } }];
  const app: FastifyInstance = Fastify();
  await app.register(formbody);
  app.all('/*', async (request, reply) => {
    requests.push({
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: request.body,
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return reply.status(answer.status).send(answer.body);
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    requests,
    answerWith: (...next: Answer[]) => {
      answers = next;
      requests.length = 0;
    },
    close: () => app.close(),
  };
};
