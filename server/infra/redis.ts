/**
 * The Redis connection that shares counters between instances (REDIS_URL). It fails fast rather than
 * wait: nothing queues while it is down, a connection attempt gives up after CONNECT_TIMEOUT_MS, a
 * command after COMMAND_TIMEOUT_MS, and a command that timed out drops the connection, so the ones
 * after it fail at once until Redis answers again. Callers fail open (README "Running on several machines").
 */
import { Redis, type Command } from 'ioredis';

const CONNECT_TIMEOUT_MS = 500;
const COMMAND_TIMEOUT_MS = 300;
const RECONNECT_MS = 1000;

export interface RedisLog {
  warn(obj: object, msg: string): void;
}

class FailFastRedis extends Redis {
  onTimeout = () => undefined as void;

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): Promise<unknown> {
    const answer = super.sendCommand(command, stream) as Promise<unknown>;
    // A Redis that stops answering keeps its socket open: a timed-out command ends that socket.
    answer.catch((err: unknown) => {
      if (err instanceof Error && err.message === 'Command timed out' && this.status === 'ready') {
        this.onTimeout();
        this.disconnect(true);
      }
    });
    return answer;
  }
}

export function connectRedis(url: string, log: RedisLog): Redis {
  const redis = new FailFastRedis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => RECONNECT_MS,
  });
  let down = false;
  const unreachable = (message: string) => {
    if (!down) log.warn({ failure: { message } }, 'Redis is unreachable: sign-in limits are not counted until it answers');
    down = true;
  };
  redis.on('error', (err: Error) => unreachable(err.message));
  redis.onTimeout = () => unreachable('Command timed out');
  // A server that accepts the connection but never answers its first command is left for another try.
  redis.on('connect', () => {
    setTimeout(() => {
      if (redis.status !== 'connect') return;
      unreachable('No answer to the connection check');
      redis.disconnect(true);
    }, CONNECT_TIMEOUT_MS).unref();
  });
  redis.on('ready', () => (down = false));
  return redis;
}

/** Waits until the connection is ready, at most `ms` (start-up: limits work from the first request). */
export function redisReady(redis: Redis, ms = 2000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => (clearTimeout(timer), redis.off('ready', done), resolve());
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
