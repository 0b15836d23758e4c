// A CSV file's text, in whatever encoding a spreadsheet saved it. Excel on
// Windows saves "CSV" in the system's legacy code page (Windows-1252 in
// Western Europe and the Americas) and "Unicode text" as UTF-16 with a
// byte-order mark; read as UTF-8, "José" would become "Jos�". The browser
// reads a file picked for an import with it (to show it), and the server a
// file uploaded to createCrmImport.
import { hasControlCharacters } from './shared/validation';

export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // Most files, and any with a UTF-8 byte-order mark (dropped here).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}

/** How much of a file's text looksBinary reads: a CSV's header row is in it, an image's or a zip's header too. */
const SNIFF_CHARS = 1024;
/** C1 control characters: no text has them, bytes read as Latin-1 do. */
const C1_CONTROL = /[\u0080-\u009f]/;

/**
 * Whether a file's decoded text (decodeCsvBytes) is not text at all: an image,
 * a zip or a workbook chosen by mistake. Their first bytes hold NULs and other
 * control characters, which no spreadsheet writes into a CSV (tabs and line
 * breaks aside). Invalid UTF-8 alone is not a sign: it is a Windows-1252 file,
 * read as such. Text sent in a GraphQL string has lost its C0 controls already
 * (server/http/control-characters.ts); bytes read as Latin-1 keep their C1 ones.
 */
export function looksBinary(text: string): boolean {
  const start = text.slice(0, SNIFF_CHARS);
  return hasControlCharacters(start) || C1_CONTROL.test(start);
}
