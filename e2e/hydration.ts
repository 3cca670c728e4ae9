/**
 * Waiting for hydration: a server-rendered button answers clicks only once React has hydrated the page, which the
 * sites mark with `<html data-hydrated>` (@lanyun/site-kit/providers). A click before that (right after `goto` or
 * `reload` on a loaded machine) is lost, so tests that open a menu wait for the mark first.
 */
import type { Page } from '@playwright/test';

/** Resolves once the current page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens the header's user menu (after hydration). */
export async function openUserMenu(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', { name: /^User menu: / }).click();
}
