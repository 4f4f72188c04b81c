import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { smtpInbox } from '/work/main/tests/support/smtp-inbox';

const shots = '/tmp/walk/shots';
rmSync('/tmp/walk/data', { recursive: true, force: true });
mkdirSync(shots, { recursive: true });
const inbox = await smtpInbox();
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: '/work/main',
  env: { ...process.env, PORT: '3500', HOST: '127.0.0.1', DATABASE_URL: 'sqlite:/tmp/walk/data/app.db', ADMIN_PASSWORD: 'walk admin password', SMTP_URL: inbox.url, PUBLIC_URL: 'http://127.0.0.1:3500', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:3500/healthz')).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
await page.goto('http://127.0.0.1:3500/login');
await page.getByRole('link', { name: 'Forgot your password?' }).click();
await page.getByLabel('Username or email address').fill('admin');
await page.getByRole('button', { name: 'Send link' }).click();
await page.getByText('If an account matches').waitFor();
await page.screenshot({ path: `${shots}/1-forgot-answer.png` });
const [mail] = await inbox.waitFor('admin@example.com');
writeFileSync('/tmp/walk/mail.html', mail!.html);
writeFileSync('/tmp/walk/mail.txt', mail!.text);
const m = await browser.newPage({ viewport: { width: 700, height: 700 } });
await m.goto('file:///tmp/walk/mail.html');
await m.screenshot({ path: `${shots}/2-mail-html.png` });
await page.goto(mail!.links[0]!);
await page.getByLabel('New password').fill('a brand new password');
await page.getByRole('button', { name: 'Set password' }).click();
await page.waitForURL(/dashboard/);
await page.screenshot({ path: `${shots}/3-signed-in.png` });
// Waitlist sign-up on the homepage
const visitor = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await visitor.goto('http://127.0.0.1:3500/');
const form = visitor.locator('form').filter({ hasText: /email/i }).first();
await form.getByRole('textbox').fill('walker@example.com');
await form.getByRole('button').click();
await visitor.waitForTimeout(1000);
await visitor.screenshot({ path: `${shots}/4-waitlist-joined.png` });
const [wl] = await inbox.waitFor('walker@example.com');
writeFileSync('/tmp/walk/wl.html', wl!.html);
await m.goto('file:///tmp/walk/wl.html');
await m.screenshot({ path: `${shots}/5-waitlist-mail.png` });
await visitor.goto(wl!.links[0]!);
await visitor.screenshot({ path: `${shots}/6-confirm-page.png` });
await visitor.getByRole('button', { name: 'Confirm my address' }).click();
await visitor.waitForTimeout(800);
await visitor.screenshot({ path: `${shots}/7-confirmed.png` });
await page.goto('http://127.0.0.1:3500/dashboard/outbox');
await page.getByText('Sent').first().waitFor();
await page.screenshot({ path: `${shots}/8-outbox.png`, fullPage: true });
await browser.close();
server.kill();
await inbox.stop();
console.log('walk done');
