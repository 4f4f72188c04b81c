import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// The whole path of an enquiry: a visitor follows "Start a project" to the contact form, sends
// it and is thanked; staff see it on the overview and in the list, open it and mark it answered.
// The form and the staff screens pass axe and fit a phone's and a laptop's width; screenshots go
// to SHOTS_DIR when it is set, else to the test's output.

const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const file = `enquiries-${name}-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    await page.screenshot({
      path: dir ? join(dir, file) : testInfo.outputPath(file),
      fullPage: true,
    });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  }
}

test(
  'a visitor sends an enquiry from "Start a project"; staff find it and mark it answered',
  POSTGRES_SMOKE,
  async ({ adminPage: staff, browser }, testInfo) => {
    // Two browsers, four axe runs and eight screenshots: longer than most.
    test.slow();
    const name = `Visitor ${unique()}`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/portfolio');
    await visitor.getByRole('link', { name: 'Start a project' }).click();
    await expect(visitor).toHaveURL(/\/contact$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await shoot(visitor, testInfo, 'form');

    // Sent empty: each field says what it needs, and the first takes the focus.
    const form = visitor.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Your name is required')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expectNoAxeViolations(visitor);

    // By keyboard from the name on.
    await visitor.keyboard.type(name);
    await visitor.keyboard.press('Tab');
    await visitor.keyboard.type('visitor@example.com');
    await visitor.keyboard.press('Tab');
    await expect(form.getByLabel('Service')).toBeFocused();
    await form.getByLabel('Service').selectOption({ label: 'CCTV installation' });
    await form.getByLabel('Message').fill('Eight cameras for a depot,\nnight vision please.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(visitor.getByRole('status')).toContainText('We answer within two working days.');
    await expectNoAxeViolations(visitor);
    await shoot(visitor, testInfo, 'sent');
    await visitor.context().close();

    await staff.goto('/dashboard/overview');
    await staff.getByRole('link', { name: /^\d+ new enquir(y|ies)$/ }).click();
    await expect(staff).toHaveURL(/\/dashboard\/enquiries\?status=new$/);
    await staff.getByLabel('Search enquiries').fill(name);
    await expect(staff.getByText('1 enquiry', { exact: true })).toBeVisible();
    await expectNoAxeViolations(staff);
    await shoot(staff, testInfo, 'list');

    await staff.getByRole('link', { name }).click();
    await expect(staff.getByRole('heading', { name: `From ${name}` })).toBeVisible();
    await expect(staff.getByText('night vision please.')).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      /^mailto:visitor@example\.com\?subject=/,
    );
    await staff.getByRole('button', { name: 'Mark answered' }).click();
    await expect(staff.getByRole('button', { name: 'Mark as new again' })).toBeVisible();
    await expect(staff.locator('.enquiry-facts').getByText('Answered')).toBeVisible();
    await expectNoAxeViolations(staff);
    await shoot(staff, testInfo, 'detail');

    // No longer among the new ones.
    await staff.goto(`/dashboard/enquiries?status=new&q=${encodeURIComponent(name)}`);
    await expect(staff.getByText(/No enquiries match/)).toBeVisible();
  },
);
