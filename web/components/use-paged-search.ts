import { useCallback, useDeferredValue, useState } from 'react';

/**
 * Page and search of a paged list (spec §5): typing resets to page 0; the query text is
 * deferred so fast typing does not send a request per key.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(0);
  const [search, setSearchText] = useState('');
  const q = useDeferredValue(search.trim());

  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(0);
  }, []);

  return { page, setPage, search, setSearch, q };
}
