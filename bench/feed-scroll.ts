/**
 * Scrolling a long feed: a signed-in camper whose phone holds 1,000 posts opens the app with no
 * signal and scrolls from the newest post to the oldest. Prints the frame intervals the page drew
 * (requestAnimationFrame) and its long tasks while scrolling (goal: smooth, no task over 100 ms, a
 * stall a camper would feel). Chromium with the real service worker and IndexedDB, the built app.
 */
import { benchSize } from './support/bench-size.js';
import { offlinePhoneWithPosts, storedPosts } from './support/stored-posts.js';

const POSTS = benchSize(1000, 20);
const POST = '[data-testid="post"]';

/** Records, in the page, every frame's time and every long task from now on (a string: it runs as written). */
const recordFrames = `(() => {
  window.__frames = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  const tick = (t) => {
    window.__frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function run(): Promise<void> {
  const phone = await offlinePhoneWithPosts(POSTS, 'scroll');
  try {
    const { page } = phone.browser;
    await page.reload();
    await page.locator(POST).first().waitFor();
    await page.evaluate(recordFrames);
    // A camper's flick: a screen and a half at a time, as fast as the page draws.
    const oldest = page.locator(POST).filter({ hasText: 'Camp moment 1:' });
    const until = Date.now() + 300_000;
    let steps = 0;
    while ((await oldest.count()) === 0 && Date.now() < until) {
      await page.mouse.wheel(0, 1200);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      steps += 1;
    }
    const { frames, longTasks } = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __longTasks: number[] };
      return { frames: w.__frames, longTasks: w.__longTasks };
    });
    const intervals = frames
      .slice(1)
      .map((t, i) => t - (frames[i] ?? t))
      .sort((a, b) => a - b);
    const longest = Math.max(0, ...longTasks);
    const smooth = longest <= 100;
    console.log(
      `scrolling ${await storedPosts(page)} posts offline, newest to oldest in ${steps} flicks: ${intervals.length} frames, frame interval p50 ${quantile(intervals, 0.5).toFixed(1)} ms, p95 ${quantile(intervals, 0.95).toFixed(1)} ms, max ${(intervals.at(-1) ?? NaN).toFixed(1)} ms; ${longTasks.length} long tasks, longest ${longest.toFixed(0)} ms (goal: no task over 100 ms: ${smooth ? 'met' : 'not met'})`,
    );
    console.log(`  posts drawn at the end: ${await page.locator(POST).count()}`);
  } finally {
    await phone.close();
  }
}
