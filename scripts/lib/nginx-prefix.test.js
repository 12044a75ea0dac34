// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { upstreamFailTimeoutSeconds } = require('./nginx-prefix');

describe('the upstreams’ fail_timeout a rolling restart waits on', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-fail-timeout-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** @param {string} text */
  function confFile(text) {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.conf`);
    fs.writeFileSync(file, text);
    return file;
  }

  it('is read from the committed file, in whole seconds', () => {
    expect(Number.isInteger(upstreamFailTimeoutSeconds())).toBe(true);
    expect(upstreamFailTimeoutSeconds()).toBeGreaterThan(0);
  });

  it('is the one value every upstream server has', () => {
    const file = confFile('upstream a {\n    server ${A} max_fails=1 fail_timeout=5s;\n    server ${B} max_fails=1 fail_timeout=5s;\n}\n');
    expect(upstreamFailTimeoutSeconds(file)).toBe(5);
  });

  it('throws when the servers disagree or none says it', () => {
    const differing = confFile('upstream a {\n    server ${A} fail_timeout=2s;\n    server ${B} fail_timeout=4s;\n}\n');
    expect(() => upstreamFailTimeoutSeconds(differing)).toThrow('found 2, 4');
    const none = confFile('upstream a {\n    server ${A};\n}\n# fail_timeout=2s in a comment\n');
    expect(() => upstreamFailTimeoutSeconds(none)).toThrow('found none');
  });
});
