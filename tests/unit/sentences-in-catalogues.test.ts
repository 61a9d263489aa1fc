// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * Every sentence a person reads lives in the catalogues (texts/<language>/*.json): none is written in the
 * server's or the contracts' TypeScript. A string literal that reads like a sentence (a capital, then three
 * words or more) is refused there unless it is for developers: a log line, an error that never leaves the
 * server, the OpenAPI description, or one of the exceptions below, each with its reason.
 */
const sources = import.meta.glob<string>(['../../server/**/*.ts', '../../contracts/**/*.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const sentence = /(['"`])([A-Z][^'"`\n]*?)\1/g;
const looksLikeSentence = (text: string) => text.trim().split(/\s+/).length >= 3 && /[a-z]{2}/.test(text);

/** Lines (with the two before them, for a call written over several lines) that speak to developers only. */
const forDevelopers = /\blog\.(debug|info|warn|error|fatal)\(|console\.|onError|new Error\(|InstagramError\(|description:|\.describe\(/;

/**
 * The zod messages of the contracts: the detail after "Invalid request." in a 400 (`invalid_request`). The app
 * checks a form with its own catalogued words before sending it, and in Spanish and French a person reads the
 * catalogue's sentence of the code, so these read in English only in an answer to a request the app would not send.
 */
const zodMessage = /\bz\.|\.(min|max|regex|refine|int|number|string|enum|array|uuid)\(|error:|(Text|Field)\(|_MESSAGE\b|codeSentence/;

/** Whole files whose words are data, said in each language elsewhere. */
const dataFiles = [
  // The sample camp's words, seeded as rows; the app says them in the camper's language (the seed catalogue).
  /^contracts\/sample-[a-z-]+\.ts$/,
  /^contracts\/packing-catalog\.ts$/,
];

/**
 * The camp hub's command (`npm run hub`, its `--check` and its rounds) speaks to the organiser at its terminal, in
 * English like `npm start`'s own lines; what a camper's phone reads from the hub comes from the catalogues.
 */
const operatorFiles = [/^server\/hub\/(main|hub-check|hub-round|hub-sync|hub-forward|hub-photos|cloud-client|hub-tables-repository)\.ts$/];

/** Sentences for developers or operators the patterns above cannot see, by file. */
const allowed: Record<string, string[]> = {
  // The operator's terminal when the server starts.
  'server/main.ts': ['PGlite in ${config.DATA_DIR}'],
  'server/db/seed/admin.ts': [
    'Administrator sign-in (shown once): ${email} / ${password}  (you will be asked to change it)',
    'Administrator sign-in: ${email} with ADMIN_PASSWORD',
  ],
  'server/config.ts': ['Camp Weekend <camp@localhost>'],
  'server/http/openapi.ts': ['Camp Weekend API'],
  // SQL, and the words of a Redis client's failure that the server matches.
  'server/live/pubsub.ts': ['SELECT pg_notify($1, chunk) FROM unnest($2::text[]) AS chunk'],
  'server/infra/redis.ts': ['Command timed out', 'No answer to the connection check'],
  // What the server log says of a failed query, and of a failed call to Instagram (never a person: they read its code).
  'server/infra/safe-log.ts': ['Failed query: ${String(e.query)}'],
  'server/instagram/provider-http.ts': ['Instagram call failed (${kind})${providerMessage ? '],
  // A websocket's close reason: the app reacts to its code, never shows it.
  'server/live/ws-hub.ts': ['Too many open connections.'],
  // The English fallback of a deleted message's quote: the app says it by its `state`, from the chat catalogue.
  'contracts/chat.ts': ['This message was deleted'],
};

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function sentencesOf(file: string, source: string): string[] {
  const lines = withoutComments(source).split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const around = lines.slice(Math.max(0, i - 2), i + 1).join('\n');
    for (const [, , text = ''] of line.matchAll(sentence)) {
      if (!looksLikeSentence(text) || forDevelopers.test(around)) continue;
      if (file.startsWith('contracts/') && zodMessage.test(around)) continue;
      if (allowed[file]?.includes(text)) continue;
      found.push(`${file}: ${text}`);
    }
  });
  return found;
}

describe('the sentences a person reads', () => {
  it('are none of them written in the TypeScript of server/ or contracts/', () => {
    const files = Object.entries(sources).map(([path, source]) => [path.replace('../../', ''), source] as const);
    expect(files.length).toBeGreaterThan(100);
    const written = files
      .filter(([file]) => ![...dataFiles, ...operatorFiles].some((d) => d.test(file)))
      .flatMap(([file, source]) => sentencesOf(file, source));
    expect(written).toEqual([]);
  });

  it('are caught when one is written there', () => {
    expect(sentencesOf('server/x/routes.ts', "return ok({ message: 'Your camp is ready.' });")).toEqual([
      'server/x/routes.ts: Your camp is ready.',
    ]);
    expect(sentencesOf('server/x/routes.ts', "log.warn({ err }, 'The camp could not be read');")).toEqual([]);
  });
});
