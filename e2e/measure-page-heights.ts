/**
 * Page heights at 360 x 740 after a typical analysis on each screen (the consultation of
 * support/screen-journeys.ts), on the production build: `npm run build && npx tsx e2e/measure-page-heights.ts
 * [screenshot folder]`. Prints one line per screen: its height in px and in phone screens.
 */
import { launchBrowser, viewports } from './support/browser';
import { journeys } from './support/screen-journeys';
import { startServer } from './support/server';
import { pageHeight, unrollForScreenshot } from './support/layout-checks';

const shots = process.argv[2];
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [path, journey] of Object.entries(journeys)) {
    const context = await browser.newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await journey(page);
    await page.getByTestId('result-heading').waitFor({ timeout: 40_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const height = await pageHeight(page);
    const screens = (height / viewports.phone.height).toFixed(1);
    console.log(`${path.padEnd(12)} ${String(height).padStart(5)} px  ${screens} screens`);
    if (shots) {
      const name = path === '/' ? 'workflow' : path.slice(1);
      // Two phone screens per picture, so each can be looked at whole.
      const tile = 2 * viewports.phone.height;
      await unrollForScreenshot(page);
      for (let top = 0, part = 1; top < height; top += tile, part += 1)
        await page.screenshot({
          path: `${shots}/height-${name}-${part}.png`,
          fullPage: true,
          clip: { x: 0, y: top, width: viewports.phone.width, height: Math.min(tile, height - top) },
        });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
