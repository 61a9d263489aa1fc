import type { Page } from 'playwright-core';

/** What the screen shown in `page` gets wrong in its layout, as sentences (none when it is right). */
export interface LayoutFindings {
  /** The document scrolls sideways: by how much, and the widest element that sticks out. */
  overflow: string | null;
  /** Tap targets of the frame (top bar, strips, bottom navigation) smaller than 44 × 44 px. */
  smallTargets: string[];
  /** The frame's height in px (top bar, strips and banners under it, bottom navigation); 0 outside the frame. */
  frameHeight: number;
}

/**
 * Measures the screen in the page. The frame is what sits beside `main` in the signed-in layout (the top bar,
 * the roll call banner, the participants strip) plus the fixed navigation; a one-off notice (role alert or
 * status: a storage warning, a cleared copy) is the camper's news, counted for its buttons but not its height.
 */
export function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const testId = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label');
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return [
        el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (classes ? `.${classes}` : ''),
        testId ? `[data-testid=${testId}]` : '',
        label ? `[aria-label="${label}"]` : '',
        text ? `"${text}"` : '',
      ]
        .filter(Boolean)
        .join(' ');
    };
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };

    const root = document.documentElement;
    let overflow: string | null = null;
    if (root.scrollWidth > root.clientWidth) {
      // What sticks out past the right edge without a clipping ancestor to hold it: the widest is named.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      const outside = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.right > root.clientWidth + 0.5 && getComputedStyle(el).position !== 'fixed' && !clipped(el);
      });
      const widest = outside.sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
      overflow =
        `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}` +
        (widest
          ? `; widest: ${describe(widest)} (${Math.round(widest.getBoundingClientRect().width)} px wide, right edge at ${Math.round(widest.getBoundingClientRect().right)})`
          : '');
    }

    const main = document.querySelector('#root main');
    const column = main?.parentElement;
    const header = column?.querySelector(':scope > header');
    if (!main || !column || !header) return { overflow, smallTargets: [], frameHeight: 0 };
    const parts = [
      ...Array.from(column.children).filter((el) => el !== main),
      ...Array.from(column.parentElement?.children ?? []).filter((el) => el.tagName === 'NAV'),
    ].filter(visible);
    const news = (el: Element) => ['alert', 'status'].includes(el.getAttribute('role') ?? '');
    const frameHeight = parts.filter((el) => !news(el)).reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
    const smallTargets = parts

      .flatMap((part) =>
        Array.from(part.querySelectorAll('a[href], button, input:not([type=hidden]), select, [role=button], [tabindex="0"]')),
      )
      .filter(visible)
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width < 44 || rect.height < 44;
      })
      .map((el) => {
        const rect = el.getBoundingClientRect();
        return `${describe(el)} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px`;
      });
    return { overflow, smallTargets, frameHeight: Math.round(frameHeight) };
  });
}

/** Collects the page's console errors and warnings and its uncaught errors, from now on; `take()` empties the list. */
export function consoleProblems(page: Page): { take(): string[] } {
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A failed load names its address only in its location.
    const { url } = message.location();
    seen.push(`console ${message.type()}: ${message.text()}${url && !message.text().includes(url) ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
