import qrcode from 'qrcode-generator';

/** A QR code as one SVG path (a rectangle per run of dark modules on a `size` grid): vectors in the PDF and the HTML view. */
export interface QrCode {
  size: number;
  path: string;
}

/** Error correction M (15%): a printed code survives a smudge. */
export function qrCodeOf(text: string): QrCode {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!code.isDark(row, column)) continue;
      const start = column;
      while (column + 1 < size && code.isDark(row, column + 1)) column += 1;
      const length = column - start + 1;
      runs.push(`M${start} ${row}h${length}v1h-${length}z`);
    }
  }
  return { size, path: runs.join('') };
}
