// bwkp-admin area: edits of the whole ordered lists (customer codes, goods codes) that the server saves at once.

/** `rows` with the row at `index` moved one place up (-1) or down (+1); the same rows when it cannot move. */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** `rows` with `row` at `index`, or appended when `index` is undefined (a new row). */
export function putRow<T>(rows: readonly T[], row: T, index: number | undefined): T[] {
  if (index === undefined || index >= rows.length) return [...rows, row];
  return rows.map((current, i) => (i === index ? row : current));
}

export function removeRow<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, i) => i !== index);
}

/** The first other row (not `index`) whose key equals the row's, or undefined: names must not repeat in a list. */
export function findDuplicate<T>(
  rows: readonly T[],
  row: T,
  index: number | undefined,
  key: (row: T) => string,
): T | undefined {
  const name = key(row).trim();
  return rows.find((other, i) => i !== index && key(other).trim() === name);
}
