// The import's "not text" check (domain/csvText.ts looksBinary), judged on a
// file's bytes as the page and the server have them: every way a spreadsheet
// saves a CSV is text, images, zips (so workbooks) and PDFs are not.
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, looksBinary } from '../../../domain/csvText';
import { stripControlCharacters } from '../../../domain/shared/validation';

const CSV = 'First name,Last name,Email\r\nJosé,Núñez,jose@example.com\r\nZoë,“Smith”,zoe@example.com\r\n';
const utf16 = (text: string, bigEndian: boolean) => {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? bytes.swap16() : bytes;
};
const windows1252 = (text: string) => Buffer.from(text.replace('“', '\x93').replace('”', '\x94'), 'latin1'); // Excel's curly quotes

describe('looksBinary on a file’s bytes', () => {
  it.each([
    ['UTF-8', Buffer.from(CSV)],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CSV)])],
    ['UTF-16 LE with a BOM', utf16(CSV, false)],
    ['UTF-16 BE with a BOM', utf16(CSV, true)],
    ['Windows-1252', windows1252(CSV)],
    [
      'Windows-1252 with bytes it leaves undefined',
      Buffer.concat([windows1252(CSV), Buffer.from([0x81, 0x8d, 0x8f, 0x90, 0x9d])]),
    ],
    [
      'a small file ending with a DOS end-of-file mark',
      Buffer.concat([Buffer.from(CSV), Buffer.from([0x1a])]),
    ],
    [
      'a form feed and a stray vertical tab',
      Buffer.from(`${CSV}Ada,Byron\x0bLovelace,ada@example.com\r\n\x0c`),
    ],
  ])('takes a CSV in %s as text', (_name, bytes) => {
    expect(looksBinary(new Uint8Array(bytes))).toBe(false);
    // What the page sends after reading it (its text as a UTF-8 file) is text too.
    expect(looksBinary(new TextEncoder().encode(decodeCsvBytes(new Uint8Array(bytes))))).toBe(false);
  });

  it.each([
    ['a PNG', '89504e470d0a1a0a0000000d494844520000000100000001080600000078'],
    ['a JPEG', 'ffd8ffe000104a46494600010100000100010000ffdb004300'],
    ['a zip (an XLSX)', '504b0304140006000800000021006c6f67'],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n').toString('hex'),
    ],
    ['a GIF', '474946383961010001008000'],
    ['bytes heavy with control codes but no NUL', '01020304050607080b0e0f10111213141516171819'.repeat(4)],
  ])('refuses %s', (_name, hex) => {
    expect(looksBinary(new Uint8Array(Buffer.from(hex, 'hex')))).toBe(true);
  });

  it('refuses a NUL anywhere in the first 4 KB, and reads no further', () => {
    const nul = Buffer.concat([Buffer.from(CSV.repeat(20)), Buffer.from([0]), Buffer.from(CSV)]);
    expect(looksBinary(new Uint8Array(nul))).toBe(true);
    const late = Buffer.concat([Buffer.from('a'.repeat(4096)), Buffer.from([0])]);
    expect(looksBinary(new Uint8Array(late))).toBe(false);
  });

  it('refuses a text that is bytes read as Latin-1 (a script posting an image as csv)', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000078', 'hex');
    // As a GraphQL string arrives: its C0 controls gone, its C1 ones kept.
    expect(looksBinary(stripControlCharacters(png.toString('latin1')))).toBe(true);
    expect(looksBinary(CSV)).toBe(false);
  });
});
