import type { Page } from 'playwright-core';

/**
 * The emergency's to-do items that the page says again elsewhere (a red-flag panel, a banner's list),
 * each with where: under an emergency every action is to be said once, on the to-do list.
 */
export const toDoActionsSaidTwice = async (page: Page) =>
  (await page.evaluate(`(() => {
    const normalise = (text) => text.toLowerCase().replace(/\\s+/g, ' ').replace(/[.;,\\s]+$/, '').trim();
    const toDoList = document.querySelector('[data-testid="emergency-care"] ol');
    if (!toDoList) return ['no to-do list'];
    const toDo = [...toDoList.querySelectorAll('li > span:first-child')].map((span) => normalise(span.textContent));
    const visible = (element) => element.getClientRects().length > 0;
    const elsewhere = [...document.querySelectorAll('li')]
      .filter((item) => !toDoList.contains(item) && visible(item))
      .map((item) => normalise(item.textContent));
    return toDo.flatMap((action) =>
      elsewhere.filter((text) => text.includes(action)).map((text) => action + ' | again in: ' + text));
  })()`)) as string[];
