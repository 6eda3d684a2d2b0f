import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, viewports } from './browser';
import { watchApiFailures } from './api-watch';
import { startServer, type RunningServer } from './server';

/** The built server and Chromium one test file works with. */
export interface E2eRun {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the production build and Chromium before the file's tests (then `prepare`, e.g. seeding an
 * account) and stops both after them. Read `run.server` and `run.browser` inside tests and hooks.
 */
export function useServerAndBrowser(prepare?: (server: RunningServer) => Promise<void>): E2eRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    await prepare?.(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started: read it inside a test or hook`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Script errors and failed API calls of the page, expected to stay empty. */
  errors: string[];
}

export interface OpenOptions extends BrowserContextOptions {
  /** Listeners or routes to set up before the page loads. */
  beforeGoto?: (page: Page) => unknown;
}

/**
 * A fresh browser context (a phone, reduced motion, downloads accepted, unless told otherwise) with one
 * page that records its script errors and failed API calls, opened at `path` of the server.
 */
export async function openPage(
  run: E2eRun,
  path: string,
  { beforeGoto, ...contextOptions }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await run.browser.newContext({
    viewport: viewports.phone,
    reducedMotion: 'reduce',
    acceptDownloads: true,
    ...contextOptions,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  watchApiFailures(page, errors);
  await beforeGoto?.(page);
  await page.goto(`${run.server.baseUrl}${path}`);
  return { page, errors };
}
