import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The server's Content Security Policy forbids eval (script-src 'self'). Nothing the app runs may
 * even try it: Chrome reports each attempt as a violation, and Lighthouse's best practices count
 * it, whether or not the code catches the error.
 */
async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    found.push(...seen.map((v) => `${path} ${v}`));
  }
  return found;
}

test('the public site and the dashboard run without one policy violation', async ({
  adminPage,
}) => {
  expect(await violationsOn(adminPage, ['/', '/services', '/portfolio', '/dashboard'])).toEqual([]);
  // A form's schema parses what is typed.
  await adminPage.goto('/dashboard/clients/new');
  await adminPage
    .getByRole('button', { name: /create|save/i })
    .first()
    .click();
  expect(
    await adminPage.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
  ).toEqual([]);
});
