// One log line per request, written when its answer is finished: the request (method, path without
// its query string, host, address: lib/log-serializers.ts), the status and the time it took. Fastify
// writes two (an "incoming request" line with the request, then "request completed" with the status);
// at `info` those two lines were the log's whole cost per request, about a tenth of the server's CPU
// for an indexed read (docs/performance.md). Fastify's other lines (errors answered by its default
// handler, streams cut, serializer failures) are its own, unchanged.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
