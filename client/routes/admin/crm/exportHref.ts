// The CSV export's address for the list's filters, or for chosen contacts:
// GET /api/crm/contacts.csv takes the same filters as the list query.
export function exportHref(variables: Record<string, unknown>, ids: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(variables))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  for (const id of ids) params.append('id', id);
  const query = params.toString();
  return `/api/crm/contacts.csv${query ? `?${query}` : ''}`;
}
