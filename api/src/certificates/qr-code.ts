import qrcode from 'qrcode-generator';

/** A QR code as one SVG path (unit squares on a `size` grid): drawn as vectors in the PDF and the HTML view. */
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
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (code.isDark(row, column)) squares.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size, path: squares.join('') };
}
