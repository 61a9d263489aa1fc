import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared schemas (params, querystring, body, consumes), when it declares any. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this server (methods spelled out), filled as routes are added. */
    routeList: RouteEntry[];
  }
}

/** Records every route as it is added, so tools (and the fuzz test) can walk them all, later ones included. */
export function registerRouteList(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      list.push({ method, url: route.url ?? route.path, ...(route.schema ? { schema: route.schema } : {}) });
  });
}
