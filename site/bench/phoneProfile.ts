import { chromiumPath } from '@fleet/browsers/chromiumPath';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Lighthouse's mobile profile, as the DevTools protocol applies it: a mid-range phone on slow 4G. */
const phone = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 93_750 };

/** The system Chromium (never a downloaded one), for the visits on the phone profile. */
export const launchPhoneBrowser = () => chromium.launch({ executablePath: chromiumPath });

/** A page in a fresh browser context (nothing cached) on the phone profile: a phone's screen, CPU and network. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  return { context, page };
}
