/** An ILIKE pattern that finds `keyword` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
