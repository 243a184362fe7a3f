import { csvLine, PhoneCell } from './csv';

const phoneLine = (text: string) => csvLine([new PhoneCell(text)]);

describe("a phone column's cell", () => {
  it.each(['+1 512 555 0100', '+44 20 7946 0958', '+7 495 123 45 67', '+81 3 1234 5678'])(
    'writes the well-formed number %j as it is, so a spreadsheet shows the number',
    (number) => {
      expect(phoneLine(number)).toBe(`${number}\r\n`);
    },
  );

  it.each([
    "+1+cmd|' /C calc'!A0",
    '+1 +cmd|calc!A0',
    '=HYPERLINK("http://evil.example","call")',
    '+1 =HYPERLINK("x","y")',
    // Arithmetic a spreadsheet would compute: 1-512-555-100.
    '+1-512-555-0100',
    '+1 512-555-0100',
    '+1 512 555 0100 ext. 5',
    '+1  512 555 0100',
    '+1 512 555 0100\t',
    '+1 512\r\n=1+1',
    '+1',
    '+0 512 555 0100',
    '-1 512 555 0100',
    '@SUM(1)',
  ])('neutralises %j like any other cell', (text) => {
    const line = phoneLine(text);
    expect(line).toBe(csvLine([text]));
    // Behind an apostrophe, quoted where the text needs it: never a cell starting like a formula.
    expect(line.replace(/^"/, '')).toMatch(/^'/);
  });

  it('leaves other cells neutralised as before, a number-like text included', () => {
    expect(csvLine(['+1 512 555 0100', '=1+1', 'plain'])).toBe("'+1 512 555 0100,'=1+1,plain\r\n");
  });
});
