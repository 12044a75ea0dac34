import type { InventoryItem } from '../api/portalApi';
import { donatedComputersCsv } from './donatedComputersCsv';

const item = (fields: Partial<InventoryItem>): InventoryItem => ({ ID: '1', ...fields });
const header = 'Model,Computer_Type,Date_Added,Date_Donated,Date_Recycled,Weight\r\n';

describe('donatedComputersCsv', () => {
  it('has the header row only when there are no items', () => {
    expect(donatedComputersCsv([])).toBe(header);
  });

  it('writes the columns of the spec in order, empty cells for missing values', () => {
    const csv = donatedComputersCsv([
      item({ Model: 'Acer Aspire 5', Computer_Type: 'Laptop', Date_Added: '2024-10-08', Date_Donated: null, Date_Recycled: '2024-11-20', Weight: 3.9, Barcode_Save: 'not a column' }),
    ]);
    expect(csv).toBe(`${header}Acer Aspire 5,Laptop,2024-10-08,,2024-11-20,3.9\r\n`);
  });

  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    const csv = donatedComputersCsv([item({ Model: 'Dell Latitude 5420, 14" FHD' }), item({ Model: 'two\nlines' }), item({ Model: 'HP "EliteBook"' })]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['"Dell Latitude 5420, 14"" FHD",,,,,', '"two\nlines",,,,,', '"HP ""EliteBook""",,,,,']);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a cell starting like a formula: %j becomes %j', (model, cell) => {
    expect(donatedComputersCsv([item({ Model: model })])).toBe(`${header}${cell},,,,,\r\n`);
  });

  it('leaves numbers as numbers', () => {
    expect(donatedComputersCsv([item({ Weight: 12.5 })])).toBe(`${header},,,,,12.5\r\n`);
  });
});
