import { spawn } from 'node:child_process';
import path from 'node:path';
import { haproxyPath } from './haproxy-path.mjs';
import { RAISED, freePort } from './server-process.js';

export interface Proxy {
  url: string;
  /** HAProxy's process id. */
  pid: number;
  close(): Promise<void>;
}

/** HAProxy with the repository's deploy/haproxy.cfg in front of two instances; resolves once both answer through it. */
export async function startHaproxy(instances: [string, string], options: { raiseFileLimit?: boolean } = {}): Promise<Proxy> {
  const binary = haproxyPath();
  if (!binary) throw new Error('HAProxy is not installed: run "node scripts/ensure-haproxy.mjs".');
  const port = await freePort();
  const hostPort = (url: string) => new URL(url).host;
  // Sockets beyond the usual 1024 open files (the bench): the limit is raised for HAProxy alone.
  const command = options.raiseFileLimit ? ['-c', RAISED, binary] : [];
  const child = spawn(options.raiseFileLimit ? '/bin/sh' : binary, [...command, '-db', '-f', path.resolve('deploy/haproxy.cfg')], {
    env: { ...process.env, PROXY_BIND: `127.0.0.1:${port}`, APP_1: hostPort(instances[0]), APP_2: hostPort(instances[1]) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const answered = new Set<string>();
  const deadline = Date.now() + 60_000;
  // Both instances have passed HAProxy's health check once each has answered through it.
  while (answered.size < 2) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`HAProxy did not reach both instances: ${stderr}`);
    const by = await fetch(`${url}/api/health`).then(
      (r) => (r.ok ? r.headers.get('x-served-by') : null),
      () => null,
    );
    if (by) answered.add(by);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
