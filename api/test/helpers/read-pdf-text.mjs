// Prints the text of the PDF read from stdin, one line per text line, as a reader's copy would
// give it (pdfjs-dist, Mozilla's PDF reader). A script, as pdfjs-dist is an ES module only.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
const lines = [];
for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
  const page = await document.getPage(pageNumber);
  let line = '';
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item)) continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  if (line !== '') lines.push(line);
}
process.stdout.write(`${JSON.stringify({ pages: document.numPages, lines })}\n`);
