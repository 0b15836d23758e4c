// The CSV export's address for the list's filters, or for chosen contacts:
// GET /api/crm/contacts.csv takes the same filters as the list query. Cells
// are separated as the admin's Excel expects: by a semicolon where the
// browser's language writes 1.5 as "1,5" (Excel splits a CSV on the
// system's list separator, a semicolon there).
import { csvSeparatorFor } from '../../../../domain/shared/csv';

export function exportHref(variables: Record<string, unknown>, ids: readonly string[] = []): string {
  const params = new URLSearchParams();
  if (csvSeparatorFor() === 'semicolon') params.set('separator', 'semicolon');
  for (const [name, value] of Object.entries(variables))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  for (const id of ids) params.append('id', id);
  const query = params.toString();
  return `/api/crm/contacts.csv${query ? `?${query}` : ''}`;
}
