import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage();
await page.addInitScript(() => {
  window.__ins = [];
  const orig = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (r, i) { window.__ins.push(r.slice(0, 90)); return orig.call(this, r, i); };
  const oa = Node.prototype.appendChild; Node.prototype.appendChild = function(c){ if (c && c.nodeName==='STYLE') window.__ins.push('APPEND STYLE'); return oa.call(this,c); };
  const ot = Node.prototype.insertBefore; Node.prototype.insertBefore = function(c,r){ if (c && c.nodeName==='STYLE') window.__ins.push('INSERT STYLE'); return ot.call(this,c,r); };
});
await page.goto('http://localhost:3000' + (process.argv[2] || '/auth'), { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const ins = await page.evaluate(() => window.__ins);
console.log(ins.length); console.log(ins.slice(0, 60).join('\n'));
console.log(await page.evaluate(() => [...document.querySelectorAll('style')].map(s => s.getAttribute('data-styled') + ' ' + s.textContent.length + ' ' + (s.sheet?.cssRules.length))));
await browser.close();
