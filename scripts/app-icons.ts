/**
 * Draws the installed app's icons from the brand mark (client/static/favicon.svg) with Chromium:
 * `node --import tsx scripts/app-icons.ts`. The plain icons keep the mark's rounded square; the
 * maskable one fills the whole square and keeps the mark inside the central 80% circle that every
 * launcher's mask leaves visible.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const staticDir = path.resolve(import.meta.dirname, '../client/static');
const mark = readFileSync(path.join(staticDir, 'favicon.svg'), 'utf8');
const brandRed = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#c8102e';
const drawing = mark.replace(/^<svg[^>]*>|<\/svg>$/g, '').replace(/<title>.*?<\/title>|<rect[^>]*\/>/g, '');

const plain = (size: number) => mark.replace('<svg ', `<svg width="${size}" height="${size}" `);
// The mark's drawing scaled to 64% about the centre, on a square of the brand's red.
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}">` +
  `<rect width="48" height="48" fill="${brandRed}"/><g transform="translate(8.64 8.64) scale(0.64)">${drawing}</g></svg>`;

const icons: [string, string, number][] = [
  ['icon-192.png', plain(192), 192],
  ['icon-512.png', plain(512), 512],
  ['icon-maskable-512.png', maskable(512), 512],
  ['apple-touch-icon.png', maskable(180), 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const [file, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.locator('svg').screenshot({ path: path.join(staticDir, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
