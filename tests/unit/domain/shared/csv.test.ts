// Which separator the CSV downloads use for an admin's browser language:
// a semicolon where numbers are written with a decimal comma (Excel there
// splits a CSV on semicolons), a comma elsewhere.
import { describe, expect, it } from 'vitest';
import { csvSeparatorFor } from '../../../../domain/shared/csv';

describe('csvSeparatorFor', () => {
  it('is a semicolon where 1.5 is written 1,5', () => {
    for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'pt-BR', 'ru-RU'])
      expect(csvSeparatorFor(locale), locale).toBe('semicolon');
  });

  it('is a comma where 1.5 is written 1.5', () => {
    for (const locale of ['en-US', 'en-GB', 'ja-JP', 'zh-CN', 'de-CH', 'es-MX'])
      expect(csvSeparatorFor(locale), locale).toBe('comma');
  });
});
