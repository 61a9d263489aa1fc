/**
 * One small page driver for both engines, so a scenario runs the same in Chromium (playwright-core)
 * and WebKit (WebKitWebDriver through selenium-webdriver). Elements are found in the page by CSS and
 * text (a `Target`), then clicked and typed into by the engine's own input, as a camper would.
 */
import { writeFileSync } from 'node:fs';
import { errors as playwrightErrors, type Page } from 'playwright-core';
import { By, error, type WebDriver } from 'selenium-webdriver';

/**
 * Elements matching `css` whose accessible label or text contains `text` (for a field, its <label> too), inside the
 * first match of `in`.
 */
export interface Target {
  css: string;
  text?: string;
  in?: Target;
}

export interface PageDriver {
  engine: 'chromium' | 'webkit';
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and answers its (awaited) result. Keep `fn` self-contained. */
  evaluate<T, A = null>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Clicks the first matching element (waits for it). */
  click(target: Target): Promise<void>;
  /** Types `value` into the first matching field, replacing what it held. */
  fill(target: Target, value: string): Promise<void>;
  /** Clicks the first matching element, closes the page at once (as a camper swiping the app away), and opens `url` in a new one. */
  clickThenClose(target: Target, url: string): Promise<void>;
  screenshot(file: string): Promise<void>;
}

let marks = 0;

/** Finds the target in the page and marks it `data-driver-mark`; answers whether it was found. */
function markIn(arg: { target: Target; mark: string }): boolean {
  const label = (el: Element) =>
    `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${(el as HTMLInputElement).placeholder ?? ''} ${Array.from(
      (el as HTMLInputElement).labels ?? [],
      (l) => l.textContent ?? '',
    ).join(' ')}`;
  const find = (t: Target): Element | undefined => {
    const root = t.in ? find(t.in) : document;
    if (!root) return undefined;
    return Array.from(root.querySelectorAll(t.css)).find((el) => !t.text || label(el).includes(t.text));
  };
  const el = find(arg.target);
  if (el && arg.mark !== 'seen') {
    el.setAttribute('data-driver-mark', arg.mark);
    // Away from the sticky top bar and the floating buttons, as a camper would scroll it.
    el.scrollIntoView({ block: 'center' });
  }
  return Boolean(el);
}

/** Polls `fn(arg)` in the page until it answers truthy; on timeout saves a screenshot and fails. */
export async function waitInPage<A>(drv: PageDriver, fn: (arg: A) => unknown, arg: A, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    try {
      if (await drv.evaluate(fn, arg)) return;
    } catch (err) {
      last = String(err); // the page is navigating; try again
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const shot = `/tmp/${drv.engine}-timeout-${Date.now()}.png`;
  await drv.screenshot(shot).catch(() => undefined);
  throw new Error(`${drv.engine}: timed out waiting for ${what} (screenshot ${shot})${last ? `; last error: ${last}` : ''}`);
}

/** Waits until the target exists in the page. */
export const waitFor = (drv: PageDriver, target: Target, timeoutMs?: number) =>
  waitInPage(drv, markIn, { target, mark: 'seen' }, `${target.css} "${target.text ?? ''}"`, timeoutMs);

/** Waits until the page's text includes `text`. */
export const waitForText = (drv: PageDriver, text: string, timeoutMs?: number) =>
  waitInPage(drv, (t: string) => document.body.innerText.includes(t), text, `the text "${text}"`, timeoutMs);

/** Counts the matching elements (inside the first match of `in`). */
export const countOf = (drv: PageDriver, target: Target) =>
  drv.evaluate((t: Target) => {
    const label = (el: Element) => `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`;
    const matches = (root: ParentNode, x: Target) =>
      Array.from(root.querySelectorAll(x.css)).filter((el) => !x.text || label(el).includes(x.text));
    const rootOf = (x: Target): ParentNode | undefined => {
      if (!x.in) return document;
      const outer = rootOf(x.in);
      return outer ? matches(outer, x.in)[0] : undefined;
    };
    const root = rootOf(t);
    return root ? matches(root, t).length : 0;
  }, target);

async function mark(drv: PageDriver, target: Target): Promise<string> {
  marks += 1;
  const id = `m${marks}`;
  await waitInPage(drv, markIn, { target, mark: id }, `${target.css} "${target.text ?? ''}"`);
  return `[data-driver-mark="${id}"]`;
}

/**
 * Whether the marked element can take a tap now: it is enabled (a form's button waits for what was just typed to
 * reach the page's state), it stood still since the last look (nothing above it is still loading and pushing it down)
 * and its centre is its own, not the bottom bar's or a dialog's. When something covers it, it is scrolled to the
 * middle again. WebDriver taps at the centre it measures, whatever lies there by then.
 */
function steadyAndUncovered(selector: string): boolean {
  const el = document.querySelector(selector);
  if (!el || el.matches(':disabled')) return false;
  const box = el.getBoundingClientRect();
  const at = `${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)},${Math.round(box.height)}`;
  const before = el.getAttribute('data-driver-at');
  el.setAttribute('data-driver-at', at);
  // A field's own label takes its tap too.
  const owners = [el, ...Array.from((el as HTMLInputElement).labels ?? [])];
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit || !owners.some((owner) => owner.contains(hit))) {
    el.scrollIntoView({ block: 'center' });
    return false;
  }
  return before === at;
}

/** Marks the target, then waits until a tap at its centre lands on it (Playwright's own click waits for the same). */
async function markTappable(drv: PageDriver, target: Target): Promise<string> {
  const selector = await mark(drv, target);
  await waitInPage(drv, steadyAndUncovered, selector, `${target.css} "${target.text ?? ''}" to stand still, uncovered`);
  return selector;
}

/**
 * Taps the target in WebKit. WebDriver refuses a tap whose centre another element took between the look and the tap
 * ("element click intercepted"), or on an element disabled again meanwhile ("not interactable"): the click is not
 * sent, so it looks again and taps again, as Playwright's click does.
 */
async function tapInWebKit(drv: PageDriver, driver: WebDriver, target: Target): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    const el = await driver.findElement(By.css(await markTappable(drv, target)));
    try {
      return await el.click();
    } catch (err) {
      const notSent = err instanceof error.ElementClickInterceptedError || err instanceof error.ElementNotInteractableError;
      if (!notSent || tries >= 5) throw err;
    }
  }
}

/** How long Playwright waits on a marked element before looking whether the page replaced it. */
const LOOK_AGAIN_MS = 5_000;
/** How long a click or a fill may wait for its element in all. */
const ACT_WITHIN_MS = 60_000;

/**
 * Clicks or types into the target with Playwright. The mark is on one element: when the page draws its list again
 * and replaces that element (a feed row after a pull), Playwright would wait on it for ever, so the target is found
 * and marked again, as Playwright's own locators resolve anew.
 */
async function onMarked(
  drv: PageDriver,
  page: () => Page,
  target: Target,
  act: (found: ReturnType<Page['locator']>, timeout: number) => Promise<void>,
): Promise<void> {
  const end = Date.now() + ACT_WITHIN_MS;
  let selector = await mark(drv, target);
  for (;;) {
    try {
      return await act(page().locator(selector), Math.max(1, Math.min(LOOK_AGAIN_MS, end - Date.now())));
    } catch (err) {
      if (!(err instanceof playwrightErrors.TimeoutError) || Date.now() >= end) throw err;
      if ((await page().locator(selector).count()) === 0) selector = await mark(drv, target);
    }
  }
}

export function chromiumDriver(first: Page): PageDriver {
  let page = first;
  const drv: PageDriver = {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, arg) => page.evaluate(fn, arg as never),
    click: (target) =>
      onMarked(
        drv,
        () => page,
        target,
        (found, timeout) => found.click({ timeout }),
      ),
    fill: (target, value) =>
      onMarked(
        drv,
        () => page,
        target,
        (found, timeout) => found.fill(value, { timeout }),
      ),
    async clickThenClose(target, url) {
      const tapped = page.locator(await mark(drv, target));
      // The new page is opened first, then the tap and the close follow at once.
      const next = await page.context().newPage();
      await tapped.click();
      await page.close();
      page = next;
      await page.goto(url);
    },
    screenshot: async (file) => void (await page.screenshot({ path: file })),
  };
  return drv;
}

export function webkitDriver(driver: WebDriver): PageDriver {
  const drv: PageDriver = {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    async evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A) {
      // tsx (unlike vitest) names functions with esbuild's `__name` helper, which the page lacks.
      const script = `const done = arguments[arguments.length - 1]; const __name = (f) => f;
        Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then((value) => done({ value }), (err) => done({ error: String(err && err.stack || err) }));`;
      const out = await driver.executeAsyncScript<{ value?: T; error?: string }>(script, arg ?? null);
      if (out.error !== undefined) throw new Error(out.error);
      return out.value as T;
    },
    click: (target) => tapInWebKit(drv, driver, target),
    async fill(target, value) {
      // The page may draw the field again between its mark and the typing (the mark is then gone): mark it again.
      for (let tries = 1; ; tries += 1) {
        try {
          const el = await driver.findElement(By.css(await mark(drv, target)));
          await el.clear();
          return await el.sendKeys(value);
        } catch (err) {
          const replaced = err instanceof error.NoSuchElementError || err instanceof error.StaleElementReferenceError;
          if (!replaced || tries >= 5) throw err;
        }
      }
    },
    async clickThenClose(target, url) {
      const el = await driver.findElement(By.css(await markTappable(drv, target)));
      const old = await driver.getWindowHandle();
      // The new page is opened first (closing a session's last window ends it), then the tap and the close follow at once.
      await driver.switchTo().newWindow('tab');
      const next = await driver.getWindowHandle();
      await driver.switchTo().window(old);
      await el.click();
      await driver.close();
      await driver.switchTo().window(next);
      await driver.get(url);
    },
    screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
  };
  return drv;
}
