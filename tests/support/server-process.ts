import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs "$0" "$@" with its open-file limit raised to the hard limit (a shell's `ulimit`, for this process alone). */
export const RAISED = 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** kill -9: no shutdown, no flush, as a power cut or an out-of-memory kill. */
  kill(): Promise<void>;
  /** An orderly stop (SIGTERM): the server closes its database and exits. */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` (or `options.script`, e.g. the camp hub's) as its own process (the real start-up: config,
 * migrations, seed, listen) and waits until it answers, on `options.port` (a restart keeps its address) or a free one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { raiseFileLimit?: boolean; port?: number; script?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const node = [process.execPath, '--import', 'tsx', path.resolve(options.script ?? 'server/main.ts')];
  // More open files than the usual 1024 (thousands of sockets).
  const [command, ...args] = options.raiseFileLimit ? ['/bin/sh', '-c', RAISED, ...node] : node;
  const child = spawn(command ?? process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  return { url, child, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
