// Text cut into pieces at arbitrary points, as a network delivers a stream.

/** `text` cut at each of `cuts` (taken modulo its length, duplicates ignored). */
export function cutInto(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, index) => text.slice(start, [...points, text.length][index]));
}
