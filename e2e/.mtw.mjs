// Main-thread task time of one page load (all top-level tasks of the page's main thread), JS on vs off.
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
import {MainThreadTasks} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
const [pagePath = '/auth', runs = '3', base='http://localhost:3000'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM);
async function once(js) {
  const context = await browser.newContext({ viewport:{width:412,height:823}, isMobile:true, hasTouch:true, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.route((u)=>u.hostname!=='localhost', (r)=>r.abort());
  const cdp = await context.newCDPSession(page);
  const events = []; cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline','devtools.timeline','toplevel','v8.execute','blink.user_timing','loading','disabled-by-default-devtools.timeline.frame','__metadata'] }, transferMode: 'ReportEvents' });
  await page.goto(base + pagePath, { waitUntil: 'load' }); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
  await cdp.send('Tracing.end'); await done; await context.close();
  const proc = TraceProcessor.processTrace({ traceEvents: events });
  const tasks = MainThreadTasks.getMainThreadTasks(proc.mainThreadEvents, proc.frames, proc.timestamps.traceEnd, proc.timestamps.timeOrigin);
  const groups = {}; let total = 0; for (const t of tasks) { groups[t.group.label] = (groups[t.group.label]||0)+t.selfTime; total += t.selfTime; }
  return { total, groups };
}
for (const js of [true, false]) for (let r = 0; r < +runs; r++) { const { total, groups } = await once(js); console.log(js ? 'js ' : 'nojs', total.toFixed(1), Object.entries(groups).map(([k,v])=>k.split(' ')[0]+'='+v.toFixed(1)).join(' ')); }
await browser.close();
