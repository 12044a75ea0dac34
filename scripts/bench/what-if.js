// @ts-check
// A network log altered to ask Lighthouse's simulation "what if these responses were smaller (or
// larger)?": each response whose URL contains a given text has its transfer size multiplied.
// CommonJS and free of imports, so Jest tests it as it is (scripts/bench/lantern.mjs uses it).

/**
 * Parses a scenario: `<url part>=<factor>`, several joined by `+` (`main.=0.5+react-dom=0`).
 * @param {string} text
 * @returns {{ urlPart: string, factor: number }[]}
 */
function parseScenario(text) {
  return text.split('+').map((change) => {
    const at = change.lastIndexOf('=');
    const urlPart = change.slice(0, at);
    const factor = Number(change.slice(at + 1));
    if (at < 1 || change.slice(at + 1).trim() === '' || !Number.isFinite(factor) || factor < 0) {
      throw new Error(`not a change "<url part>=<factor>" (factor 0 or more): ${change}`);
    }
    return { urlPart, factor };
  });
}

/**
 * A copy of a DevTools network log with the transfer sizes of the matching responses scaled (the
 * first matching change applies); the original is left as it was.
 * @param {{ method: string, params: any }[]} devtoolsLog
 * @param {{ urlPart: string, factor: number }[]} changes
 * @returns {{ log: { method: string, params: any }[], matched: string[] }}
 */
function scaleTransfers(devtoolsLog, changes) {
  /** @type {Map<string, number>} request id → factor */
  const factorOf = new Map();
  /** @type {string[]} */
  const matched = [];
  for (const entry of devtoolsLog) {
    if (entry.method !== 'Network.requestWillBeSent') continue;
    const url = String(entry.params.request?.url ?? '');
    const change = changes.find(({ urlPart }) => url.includes(urlPart));
    if (change) {
      factorOf.set(entry.params.requestId, change.factor);
      matched.push(url);
    }
  }
  const log = devtoolsLog.map((entry) => {
    const factor = factorOf.get(entry.params?.requestId);
    if (factor === undefined || (entry.method !== 'Network.loadingFinished' && entry.method !== 'Network.dataReceived')) return entry;
    return { ...entry, params: { ...entry.params, encodedDataLength: Math.round(entry.params.encodedDataLength * factor) } };
  });
  return { log, matched };
}

module.exports = { parseScenario, scaleTransfers };
