import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 375, height: 800 };

const screensDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors, except the browser's own note on a 4xx/5xx response. */
  errors: string[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function openPage(browser: Browser, viewport = WIDE, storageState?: StorageState): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    storageState,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors };
}

/** Saves `.tmp/screens/<name>-<width>.png` once transitions (dialogs, drawers) have finished. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { width } = page.viewportSize() ?? WIDE;
  await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage });
}
