import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `q` as a literal inside a LIKE pattern: its %, _ and \ match themselves. */
export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The lists' search box: rows where any of `columns` contains `q`, case-insensitively; no filter for an empty `q`. */
export function containsText(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, like)));
}

/**
 * containsText over `columns`, found through a trigram index on the columns joined by spaces
 * (`indexed`: the index's expression, e.g. migration 0010's users_search_trgm_idx): the rows
 * whose joined text contains `q` are a superset of those where one column does, so the index
 * finds candidates and each column is checked as containsText does. Same rows, found by index.
 * `exact` is the search itself when it is not containsText over `columns` (it must only match
 * rows whose joined text contains `q`).
 */
export function containsTextIndexed(
  q: string,
  columns: AnyColumn[],
  exact: SQL | undefined = containsText(q, columns),
): SQL | undefined {
  if (!exact) return undefined;
  const joined = sql.join(columns, sql` || ' ' || `);
  return and(ilike(sql`(${joined})`, `%${escapeLike(q)}%`), exact);
}
