import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `q` as a literal inside a LIKE pattern: its %, _ and \ match themselves. */
export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The lists' search box: rows where any of `columns` contains `q`, case-insensitively; no filter for an empty `q`. */
export function containsText(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, like)));
}
