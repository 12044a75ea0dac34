import { chromium } from '@playwright/test';
import { ScriptMaps, CHROMIUM } from '../scripts/bench/cpu-profile.mjs';
import { originalPositionFor, LEAST_UPPER_BOUND } from '@jridgewell/trace-mapping';
const [pagePath='/auth', runs='5', rate='4'] = process.argv.slice(2);
const maps = new ScriptMaps('/work/main');
const browser = await chromium.launch(CHROMIUM);
const totals = new Map(); const incl = new Map();
for (let r=0;r<+runs;r++){
  const context = await browser.newContext({ viewport:{width:412,height:823}, isMobile:true, hasTouch:true });
  const page = await context.newPage();
  await page.route((u)=>u.hostname!=='localhost', (route)=>route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate',{rate:+rate});
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval',{interval:100}); await cdp.send('Profiler.start');
  await page.goto('http://localhost:3000'+pagePath,{waitUntil:'load'}); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  const {profile} = await cdp.send('Profiler.stop'); await context.close();
  const self=new Map(); for(let i=0;i<profile.samples.length-1;i++){const n=profile.samples[i]; self.set(n,(self.get(n)??0)+profile.timeDeltas[i+1]);}
  const byId=new Map(profile.nodes.map(n=>[n.id,n])); const parent=new Map(); for(const n of profile.nodes) for(const c of n.children??[]) parent.set(c,n);
  const label=async(n)=>{ const cf=n.callFrame; if(!/^https?:/.test(cf.url)) return cf.functionName+' '+(cf.url||'').slice(0,40); if(!/\.js/.test(cf.url)) return (cf.functionName||'(anon)')+' @ '+cf.url.replace(/^http:\/\/localhost:\d+/,'')+':'+cf.lineNumber+':'+cf.columnNumber; const {map,file}=await maps.locate(cf.url); let src=file; if(map){const p=originalPositionFor(map,{line:cf.lineNumber+1,column:cf.columnNumber}); src=(p.source??'?').replace(/.*node_modules\//,'nm/').replace(/^webpack:\/\/[^/]*\//,'')+':'+p.line+' '+(p.name??'');} return (cf.functionName||'(anon)')+' @ '+src; };
  for (const [id,us] of self){ const n=byId.get(id); if(['(idle)','(root)'].includes(n.callFrame.functionName)) continue; const l=await label(n); totals.set(l,(totals.get(l)??0)+us/1000/+runs);
    // inclusive per ancestor (unique labels)
    const seen=new Set(); let p=n; while(p){ if(p.callFrame.url){ const lp=await label(p); if(!seen.has(lp)){seen.add(lp); incl.set(lp,(incl.get(lp)??0)+us/1000/+runs);} } p=parent.get(p.id); }
  }
}
await browser.close();
console.log('SELF'); for (const [k,v] of [...totals].sort((a,b)=>b[1]-a[1]).slice(0,+(process.env.N||35))) console.log(v.toFixed(2).padStart(7),k.slice(0,150));
console.log('INCLUSIVE'); for (const [k,v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,+(process.env.N||35))) console.log(v.toFixed(2).padStart(7),k.slice(0,150));
