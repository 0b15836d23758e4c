// What the public conversion dialogs need to know about this installation.
/** The scheduling page in month view (the `layout` parameter is added unless the URL sets one). */
export function schedulerEmbedUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('layout')) parsed.searchParams.set('layout', 'month_view');
  return parsed.toString();
}
