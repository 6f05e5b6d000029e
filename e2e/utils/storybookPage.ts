import { test as base, type Page } from '@playwright/test';
import { storybookURL, viewports } from './testEnv.ts';

type Width = keyof typeof viewports;

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    once(event: string, listener: (payload: unknown) => void): void;
  };
}

/**
 * One Storybook preview per worker and width: switching stories over Storybook's own channel is
 * ten times faster than loading the preview for every story.
 */
export const test = base.extend<object, { previews: Map<Width, Page> }>({
  previews: [
    async ({ browser }, use) => {
      const previews = new Map<Width, Page>();
      await use(previews);
      for (const page of previews.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

async function preview(previews: Map<Width, Page>, browser: import('@playwright/test').Browser, width: Width): Promise<Page> {
  const existing = previews.get(width);
  if (existing) return existing;
  const context = await browser.newContext({ viewport: viewports[width], reducedMotion: 'reduce', baseURL: storybookURL });
  const page = await context.newPage();
  await page.goto('/iframe.html?viewMode=story');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  previews.set(width, page);
  return page;
}

/**
 * Renders a story (play function included) and waits for fonts; throws when the story fails to
 * render. Play functions are verified by the story tests (Vitest, in Chromium); here some run at a
 * width or under reduced motion they were not written for, so a failed play is returned, not
 * thrown: it still leaves the story in a settled, repeatable state to screenshot.
 */
export async function showStory(
  previews: Map<Width, Page>,
  browser: import('@playwright/test').Browser,
  width: Width,
  storyId: string,
): Promise<{ page: Page; playFailure?: string }> {
  try {
    return await renderStory(await preview(previews, browser, width), storyId);
  } catch (error) {
    // A story's frame may navigate the preview away after it was shot; start a fresh preview once.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await previews.get(width)?.context().close();
    previews.delete(width);
    return renderStory(await preview(previews, browser, width), storyId);
  }
}

async function renderStory(page: Page, storyId: string): Promise<{ page: Page; playFailure?: string }> {
  // Nothing of the previous story may show in this one: no focus ring, hover or scroll position.
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve('rendered'));
        channel.once('storyErrored', (error) => resolve(`errored: ${JSON.stringify(error)}`));
        channel.once('storyThrewException', (error) => resolve(`threw: ${JSON.stringify(error)}`));
        channel.once('playFunctionThrewException', (error) => resolve(`play failed: ${JSON.stringify(error)}`));
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  const playFailure = outcome.startsWith('play failed') ? outcome : undefined;
  if (outcome !== 'rendered' && !playFailure) throw new Error(`Story ${storyId} ${outcome}`);
  await page.evaluate(() => document.fonts.ready);
  return { page, playFailure };
}
