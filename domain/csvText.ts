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

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}
