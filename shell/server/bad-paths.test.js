// @ts-check
// A path the file system cannot name (a null byte) is the client's mistake: 4xx, never a 500 with
// a stack trace, whether the browser accepts the build's brotli copies or not.
const request = require('supertest');
const { createTestShell } = require('./testing');

const shell = createTestShell({ apiUrl: 'http://127.0.0.1:9' });

describe("the shell's server and a null byte in the path", () => {
  it.each(['/x%00.js', '/main.0123abcd.js%00', '/%00.css', '/a/%00/b.json', '/x%00.html'])('answers GET %s with a 4xx, in plain words', async (path) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const encoding of ['br', 'gzip, deflate, br', 'identity']) {
        const answer = await request(shell).get(path).set('Accept-Encoding', encoding);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(/Error|at \S+:\d+:\d+|\/work\//);
      }
      // Nothing was worth an error log either.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
