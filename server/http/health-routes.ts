import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export default function healthRoutes(app: FastifyInstance): void {
  app.get('/health', { schema: { tags: ['server'], security: [], response: { 200: z.object({ status: z.literal('ok') }) } } }, () => ({
    status: 'ok',
  }));
}
