import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
for (const p of process.argv.slice(2)) {
  const resp = await page.request.get('http://localhost:3000' + p); const html = await resp.text();
  await page.setJavaScriptEnabled?.(false);
  await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  const r = await page.evaluate(() => {
    const all = document.body.querySelectorAll('*').length;
    const stat = [...document.querySelectorAll('div[style*="contents"]')].reduce((n, d) => n + d.querySelectorAll('*').length, 0);
    const byTop = [...document.body.querySelectorAll('header, nav, main, footer, aside, [role=dialog]')].filter(e=>!e.parentElement.closest('header, nav, main, footer, aside')).map(e => e.tagName + (e.getAttribute('aria-label')||'') + ':' + e.querySelectorAll('*').length);
    return { all, stat, byTop };
  });
  console.log(p, JSON.stringify(r));
}
await browser.close();
