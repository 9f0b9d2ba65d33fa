/// <reference types="node" />
/**
 * Draws the app's icons into public/icons (run once, the PNGs are committed):
 * `node --import tsx apps/web/scripts/make-icons.ts`. Chromium renders public/favicon.svg's
 * design at each size, so the icons are real PNGs of exactly the size the manifest states:
 * - icon-192.png, icon-512.png: the rounded square ("any"), transparent corners;
 * - icon-maskable-512.png: full-bleed background, the letter inside the central 80 % safe zone
 *   (Android crops maskable icons to a circle or squircle);
 * - apple-touch-icon.png (180 px, iOS adds its own rounded corners: full-bleed);
 * - favicon-48.png: the favicon the server sends when the studio has no logo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const COLOR = '#6d3b8c';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The letter on the purple square; `bleed` fills the whole square and shrinks the letter. */
const svg = (size: number, bleed: boolean) => {
  const radius = bleed ? 0 : size * 0.22;
  const font = size * (bleed ? 0.42 : 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${COLOR}"/>
<text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-size="${font}" font-weight="700" fill="#fff" text-anchor="middle">T</text>
</svg>`;
};

const ICONS: Array<{ file: string; size: number; bleed: boolean }> = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
  { file: 'favicon-48.png', size: 48, bleed: false },
];

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    for (const { file, size, bleed } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg(size, bleed)}</body></html>`,
      );
      await page.screenshot({ path: path.join(out, file), omitBackground: true });
      await page.close();
      console.log(`${file} ${size}x${size}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
