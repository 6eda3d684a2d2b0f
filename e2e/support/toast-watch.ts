import type { Page } from 'playwright-core';

/**
 * Watches every toast the page raises from now on, in the page itself so that none is missed between two
 * polls: how many distinct toasts were raised with each text, the most shown at once, and, each time one
 * shows, whether it sits fixed on screen or over the visible part of any control, heading or line of text
 * (issue 14, point 4: no fixed element covers content; spec section 9: one toast at a time).
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const seen = new WeakSet();
    window.toastWatch = { raised: [], mostShown: 0, checks: 0, covering: [] };
    const visibleRect = (element) => {
      let rect = element.getBoundingClientRect();
      let box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const clip = at.getBoundingClientRect();
        box = { left: Math.max(box.left, clip.left), top: Math.max(box.top, clip.top),
                right: Math.min(box.right, clip.right), bottom: Math.min(box.bottom, clip.bottom) };
      }
      box.bottom = Math.min(box.bottom, innerHeight);
      box.top = Math.max(box.top, 0);
      return box.right > box.left && box.bottom > box.top ? box : null;
    };
    const isFixed = (element) => {
      for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
      return false;
    };
    const check = () => {
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
      for (const toast of toasts) if (!seen.has(toast)) { seen.add(toast); window.toastWatch.raised.push(toast.textContent ?? ''); }
      const shown = toasts.filter((toast) => toast.getAttribute('data-visible') === 'true' && toast.getAttribute('data-removed') !== 'true');
      window.toastWatch.mostShown = Math.max(window.toastWatch.mostShown, shown.length);
      for (const toast of shown) {
        const box = toast.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        window.toastWatch.checks += 1;
        const name = (toast.textContent ?? '').slice(0, 40);
        if (isFixed(toast)) window.toastWatch.covering.push(name + ' is fixed on screen');
        const content = [...document.querySelectorAll('button, a[href], input, select, textarea, summary, h1, h2, h3, p, li, label')]
          .filter((element) => !element.closest('[data-sonner-toaster]'));
        for (const element of content) {
          const other = visibleRect(element);
          if (other && box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom)
            window.toastWatch.covering.push(name + ' covers ' + element.outerHTML.slice(0, 60));
        }
      }
    };
    new MutationObserver(() => requestAnimationFrame(check)).observe(document.body, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['data-visible', 'data-mounted'],
    });
  })()`);
}

export interface ToastsSeen {
  /** The text of each distinct toast raised, in order. */
  raised: string[];
  mostShown: number;
  /** How many times a shown toast was checked against the content. */
  checks: number;
  covering: string[];
}

export const toastsSeen = async (page: Page) => (await page.evaluate('window.toastWatch')) as ToastsSeen;
