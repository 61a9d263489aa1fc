/**
 * The server's content security policy forbids eval (script-src 'self'), so zod must not try it:
 * its object parsers would otherwise probe `new Function` and the browser would report a blocked
 * eval on every signed-in open. Zod reads this shared setting (`z.config`) when it builds each
 * schema, and the contracts load after the app starts, so setting it here, without zod, is in time.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
