import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { NEW_PASSWORD_MIN } from '../contracts/auth-rules.js';
import type { BucketSettings } from './storage/bucket-store.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().default('camp-weekend:'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(NEW_PASSWORD_MIN).optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Camp Weekend <camp@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  INSTAGRAM_AUTH_URL: z.string().url().default('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: z.string().url().default('https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),
  INSTAGRAM_SCOPES: z.string().default('instagram_business_basic,instagram_business_content_publish'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:camp@localhost'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: string;
  uploadsDir: string;
  mailDir: string;
  trustProxy: TrustProxy;
  /** Where images go when S3_BUCKET is set (server/storage/bucket-store.ts); else `uploadsDir`. */
  bucket?: BucketSettings;
  /** The certificate chain and its private key when the server speaks HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE). */
  tls?: TlsFiles;
};

interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** Fastify's trustProxy: off, every hop, the nearest N hops, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: unset or "false" trusts no X-Forwarded-For (the address is the socket's); "true"
 * trusts every hop; a number trusts that many hops; else a comma-separated list of proxy addresses.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads every setting from the environment, with embedded defaults (DECISIONS 4). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const base = { ...parsed.data, ...overrides };
  const dataDir = path.resolve(base.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...base,
    DATA_DIR: dataDir,
    jwtSecret: overrides.jwtSecret ?? base.JWT_SECRET ?? persistedSecret(dataDir),
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    trustProxy: overrides.trustProxy ?? parseTrustProxy(base.TRUST_PROXY),
    bucket: overrides.bucket ?? bucketSettings(base),
    tls: overrides.tls ?? tlsFiles(base),
  };
}

/** Both files or neither: a certificate without its key (or the reverse) is a mistake worth stopping for. */
function tlsFiles(env: z.infer<typeof envSchema>): TlsFiles | undefined {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither.');
  const read = (setting: string, file: string) => {
    try {
      return readFileSync(file);
    } catch {
      throw new Error(`Invalid configuration: ${setting}: the file ${file} cannot be read.`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

function bucketSettings(env: z.infer<typeof envSchema>): BucketSettings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
