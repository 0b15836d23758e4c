// A CSV file's text, in whatever encoding a spreadsheet saved it. Excel on
// Windows saves "CSV" in the system's legacy code page (Windows-1252 in
// Western Europe and the Americas) and "Unicode text" as UTF-16 with a
// byte-order mark; read as UTF-8, "José" would become "Jos�". The browser
// reads a file picked for an import with it (to show it), and the server a
// file uploaded to createCrmImport.
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

/** How much of a file looksBinary reads: a CSV's header row is in it, an image's or a zip's header too. */
const SNIFF = 4 * 1024;
/** Formats whose first bytes are text-like enough to need naming (the others hold NULs early). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x50, 0x4b, 0x03, 0x04], // ZIP, and so XLSX, ODS, DOCX
  [0x47, 0x49, 0x46, 0x38], // GIF8
];
/** Control codes text may hold: tab, LF, FF, CR, and the DOS end-of-file mark (0x1A) old tools end a file with. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1a]);
/** More control codes than this share of what was read is not text (real CSVs have none or a stray one). */
const CONTROL_SHARE = 0.05;

/** Whether a sequence of bytes, or of a text's UTF-16 code units, holds a NUL or a significant share of control codes. */
function controlHeavy(units: ArrayLike<number>, isControl: (unit: number) => boolean): boolean {
  let controls = 0;
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index]!;
    if (unit === 0) return true;
    if (isControl(unit)) controls += 1;
  }
  return controls > units.length * CONTROL_SHARE;
}

const c0Control = (unit: number) => (unit < 0x20 && !TEXT_CONTROLS.has(unit)) || unit === 0x7f;
/** In text (never in bytes, where 0x80-0x9F are UTF-8's and Windows-1252's letters), C1 codes too: bytes read as Latin-1 show them. */
const textControl = (unit: number) => c0Control(unit) || (unit >= 0x80 && unit <= 0x9f);

const codeUnits = (text: string) => Array.from(text.slice(0, SNIFF), (char) => char.charCodeAt(0));

/**
 * Whether a file is not text at all: an image, a zip, a PDF or a workbook
 * chosen by mistake. Judged on its bytes where we have them (the page's
 * picked file, the server's upload): a known signature, a NUL, or more than
 * 5% control bytes (tab, line breaks, form feed and 0x1A aside) in its first
 * 4 KB. Bytes 0x80-0x9F are letters there, so a Windows-1252 file with a few
 * bytes that code page leaves undefined is still text. A UTF-16 file (with
 * its byte-order mark) is judged on its decoded text, as is a text given as
 * a string (a script's `csv`), where C1 control characters count too: bytes
 * read as Latin-1 keep them. Text sent in a GraphQL string has lost its C0
 * controls already (server/http/control-characters.ts).
 */
export function looksBinary(file: Uint8Array | string): boolean {
  if (typeof file === 'string') return controlHeavy(codeUnits(file), textControl);
  const start = file.subarray(0, SNIFF);
  if (SIGNATURES.some((signature) => signature.every((byte, index) => start[index] === byte))) return true;
  const utf16 = (start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff);
  if (utf16)
    return controlHeavy(codeUnits(decodeCsvBytes(start.subarray(0, start.length & ~1))), textControl);
  return controlHeavy(start, c0Control);
}
