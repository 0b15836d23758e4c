// The completion rate: respondents who submitted out of those who started.
export function completionRate(submitted: number, started: number): string {
  if (started === 0) return '—';
  return `${Math.round((submitted / started) * 100)}%`;
}
