/**
 * One page of a list (pages count from 0) and the size of the whole list, read at once: every
 * paged call of the spec answers both. `rows` gets the page's LIMIT and OFFSET; `total` counts
 * with the same filter.
 */
export async function listPage<T>(
  size: number,
  page: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ total: number }[]>,
): Promise<{ items: T[]; total: number }> {
  const [items, [counted]] = await Promise.all([rows(size, page * size), total()]);
  return { items, total: counted?.total ?? 0 };
}
