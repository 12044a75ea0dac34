// @ts-check
// For the edge tests (never used by a server): a request sent as raw bytes, so malformed request
// lines, headers and bodies reach the server exactly as written.
const net = require('node:net');

/**
 * Sends `raw` to 127.0.0.1:`port` and reads the answer until the server closes. A request the server
 * is still waiting on (a body shorter than announced) is ended by the client after a while:
 * `gaveUp`. `status` is 0 when the server closed without answering.
 * @param {number} port
 * @param {string} raw
 * @returns {Promise<{ status: number, text: string, gaveUp: boolean }>}
 */
function sendRaw(port, raw) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    /** @type {Buffer[]} */
    const chunks = [];
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.end();
    }, 2000);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in time to: ${JSON.stringify(raw.slice(0, 200))}`));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A reset after the server answered (it may close before reading a body it refused) is fine.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearTimeout(deadline);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, gaveUp });
    });
    socket.write(Buffer.from(raw, 'latin1'));
  });
}

module.exports = { sendRaw };
