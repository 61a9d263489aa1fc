import type { FastifyInstance } from 'fastify';
import healthRoutes from './health.js';

/** Every /api route group (SPEC §7), one file each. */
export function registerRoutes(api: FastifyInstance): void {
  healthRoutes(api);
}
