import type { FastifyInstance } from 'fastify';

export default function healthRoutes(app: FastifyInstance): void {
  app.get('/health', () => ({ status: 'ok' }));
}
