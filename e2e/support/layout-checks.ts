import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Elements fixed on screen (toasts excepted): on a phone they sit over whatever scrolls beneath. */
export const fixedElements = async (page: Page) =>
  (await page.evaluate(`[...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).position === 'fixed')
    .filter((element) => !element.closest('[data-sonner-toaster]'))
    .filter((element) => element.getBoundingClientRect().width > 0)
    .map((element) => element.outerHTML.slice(0, 80))`)) as string[];

/** The tallest sticky element, in px: what stays over the content while the clinician scrolls. */
export const tallestStickyHeight = async (page: Page) =>
  (await page.evaluate(`Math.max(0, ...[...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).position === 'sticky')
    .map((element) => element.getBoundingClientRect().height))`)) as number;

/** The sticky elements' boxes as now on screen. */
export const stickyBoxes = async (page: Page) =>
  (await page.evaluate(`[...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).position === 'sticky')
    .map((element) => { const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; })
    .filter((box) => box.width > 0 && box.height > 0)`)) as Box[];

/** Toasts the clinician can see at once (sonner keeps hidden ones in the page). */
export const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]').count();

/**
 * Whether the toast on screen covers the element (the emergency banner brought to the top of the view):
 * waits for the toast, then compares the two boxes.
 */
export async function toastCovers(page: Page, element: Locator): Promise<boolean> {
  const toast = page.locator('[data-sonner-toast][data-visible="true"]').first();
  await toast.waitFor();
  const [toastBox, elementBox] = [await toast.boundingBox(), await element.boundingBox()];
  if (!toastBox || !elementBox) throw new Error('the toast or the element has no box');
  return overlaps(toastBox, elementBox);
}

/**
 * Where the visible page ends, in px from the top of the screen: on a phone the page scrolls in the app's
 * scroll root, which a toast at the foot of the screen shortens.
 */
export const visibleBottom = async (page: Page) =>
  (await page.evaluate(
    `Math.min(innerHeight, document.querySelector('[data-scroll-root]')?.getBoundingClientRect().bottom ?? innerHeight)`,
  )) as number;

/** The page's full height in px (on a phone the page scrolls in the app's scroll root, above the toasts). */
export const pageHeight = async (page: Page) =>
  (await page.evaluate(
    `Math.max(document.documentElement.scrollHeight, document.querySelector('[data-scroll-root]')?.scrollHeight ?? 0)`,
  )) as number;

/** Lets the whole page flow into the document, so a full-page screenshot shows it all (phone layout). */
export const unrollForScreenshot = (page: Page) =>
  page.addStyleTag({
    content:
      '[data-scroll-root] { overflow: visible !important; } body > div > div { height: auto !important; }',
  });

/**
 * Fixed elements that cover a visible control or heading at the current scroll position (a floating
 * button the spec asks for is allowed where it covers nothing).
 */
export const fixedElementsOverContent = async (page: Page) =>
  (await page.evaluate(`(() => {
    const fixed = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.getBoundingClientRect().width > 0);
    const content = [...document.querySelectorAll('button, a, input, select, textarea, h1, h2, h3, p, li')]
      .filter((element) => !fixed.some((each) => each.contains(element)))
      .filter((element) => { const r = element.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight; });
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return fixed.flatMap((element) => content
      .filter((other) => hit(element.getBoundingClientRect(), other.getBoundingClientRect()))
      .map((other) => element.outerHTML.slice(0, 60) + ' covers ' + other.outerHTML.slice(0, 60)));
  })()`)) as string[];

/**
 * Visible controls that an element fixed on screen covers at the current scroll position, toasts
 * included (issue 14, point 4: no fixed element covers a control; a toast over "Mark given now" for its
 * 5 s is one).
 */
export const controlsUnderFixedElements = async (page: Page) =>
  (await page.evaluate(`(() => {
    const isFixed = (element) => {
      for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
      return false;
    };
    const shown = (element) => { const r = element.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight; };
    const fixed = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed' || element.matches('[data-sonner-toast][data-visible="true"]'))
      .filter((element) => isFixed(element) && shown(element));
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, summary')]
      .filter((element) => !fixed.some((each) => each.contains(element)) && shown(element));
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return fixed.flatMap((element) => controls
      .filter((other) => hit(element.getBoundingClientRect(), other.getBoundingClientRect()))
      .map((other) => element.outerHTML.slice(0, 60) + ' covers ' + other.outerHTML.slice(0, 80)));
  })()`)) as string[];

/** The app header's height in px and whether it stays on screen (sticky or fixed) as the page scrolls. */
export const appHeader = async (page: Page) =>
  (await page.evaluate(`(() => {
    const header = document.querySelector('body > div header, header');
    const position = getComputedStyle(header).position;
    return { height: header.getBoundingClientRect().height, staysOnScreen: position === 'sticky' || position === 'fixed' };
  })()`)) as { height: number; staysOnScreen: boolean };
