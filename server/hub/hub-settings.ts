/**
 * The hub's own settings, from `npm run hub -- --cloud <url> --key <hub key> [--check]` or the environment
 * (HUB_CLOUD_URL, HUB_KEY, HUB_DISK_BUDGET_MB, HUB_PULL_SECONDS). PORT, DATA_DIR, TLS_* mean what they mean for `npm start`.
 */
export interface HubSettings {
  cloud: URL;
  key: string;
  check: boolean;
  /** How many bytes of photos the hub keeps at most. */
  diskBudget: number;
  /** How often the hub pulls the camp again while nothing of its own waits for the cloud. */
  pullEveryMs: number;
}

const DEFAULT_BUDGET_MB = 2048;
const DEFAULT_PULL_SECONDS = 60;

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The settings, or an Error whose message says in plain words what is missing or wrong. */
export function readHubSettings(args: string[], env: NodeJS.ProcessEnv): HubSettings {
  const cloudText = flag(args, '--cloud') ?? env.HUB_CLOUD_URL;
  const key = flag(args, '--key') ?? env.HUB_KEY;
  if (!cloudText)
    throw new Error(
      'Which cloud should the hub copy? Give its address: npm run hub -- --cloud https://camp.example.org --key <hub key> (or HUB_CLOUD_URL).',
    );
  if (!key) throw new Error('The hub needs its hub key, made in the cloud app under Admin → Camp hub: --key <hub key> (or HUB_KEY).');
  let cloud: URL;
  try {
    cloud = new URL(cloudText);
  } catch {
    throw new Error(`The cloud address "${cloudText}" is not a web address such as https://camp.example.org.`);
  }
  if (cloud.protocol !== 'https:' && cloud.protocol !== 'http:')
    throw new Error(`The cloud address must start with https:// (it is ${cloudText}).`);
  const budgetText = env.HUB_DISK_BUDGET_MB ?? String(DEFAULT_BUDGET_MB);
  const budgetMb = Number(budgetText);
  if (!Number.isFinite(budgetMb) || budgetMb < 0)
    throw new Error(`HUB_DISK_BUDGET_MB must be a number of megabytes (it is ${budgetText}).`);
  const pullText = env.HUB_PULL_SECONDS ?? String(DEFAULT_PULL_SECONDS);
  const pullSeconds = Number(pullText);
  if (!Number.isFinite(pullSeconds) || pullSeconds <= 0)
    throw new Error(`HUB_PULL_SECONDS must be a number of seconds above 0 (it is ${pullText}).`);
  return {
    cloud,
    key,
    check: args.includes('--check'),
    diskBudget: Math.floor(budgetMb * 1024 * 1024),
    pullEveryMs: Math.round(pullSeconds * 1000),
  };
}
