const { parseScenario, scaleTransfers } = require('./what-if');

describe('what-if scenarios for the simulation', () => {
  const log = [
    { method: 'Network.requestWillBeSent', params: { requestId: '1', request: { url: 'http://localhost:3320/main.0ec56023.js' } } },
    { method: 'Network.requestWillBeSent', params: { requestId: '2', request: { url: 'http://localhost:3320/react-dom.440b0a39.js' } } },
    { method: 'Network.dataReceived', params: { requestId: '1', encodedDataLength: 1000 } },
    { method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 52000 } },
    { method: 'Network.loadingFinished', params: { requestId: '2', encodedDataLength: 57000 } },
  ];

  it('reads changes joined by +, a URL part may itself hold "="', () => {
    expect(parseScenario('main.=0.5+react-dom=0')).toEqual([
      { urlPart: 'main.', factor: 0.5 },
      { urlPart: 'react-dom', factor: 0 },
    ]);
    expect(parseScenario('/api?x=1=2')).toEqual([{ urlPart: '/api?x=1', factor: 2 }]);
  });

  it.each(['main.', '=0.5', 'main.=', 'main.=-1', 'main.=half'])('refuses "%s"', (text) => {
    expect(() => parseScenario(text)).toThrow(/not a change/);
  });

  it('scales the transfer sizes of the matching responses only, and leaves the log it was given alone', () => {
    const { log: scaled, matched } = scaleTransfers(log, parseScenario('main.=0.5'));
    expect(matched).toEqual(['http://localhost:3320/main.0ec56023.js']);
    expect(scaled.map((entry) => entry.params.encodedDataLength)).toEqual([undefined, undefined, 500, 26000, 57000]);
    expect(log[3].params.encodedDataLength).toBe(52000);
  });
});
