import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../common/constants.js';
import type { ProfessionalItem } from '../../../../common/links.js';
import { listMyProfessionals, myProfessionalsQueryKey } from './list-my-professionals.js';

/**
 * One of the client's professionals by id. The API has no single-professional call for
 * clients, so this walks the client's own list (`/api/myops`) page by page; null when the
 * link does not exist.
 */
export async function findMyProfessional(id: number): Promise<ProfessionalItem | null> {
  for (let page = 0; ; page++) {
    const { users, total } = await listMyProfessionals(page, '');
    const found = users.find((user) => user.id === id);
    if (found) return found;
    if (PAGE_SIZE.professionals * (page + 1) >= total || users.length === 0) return null;
  }
}

export const myProfessionalQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...myProfessionalsQueryKey, 'one', id], queryFn: () => findMyProfessional(id), staleTime: 0 });

export const useMyProfessional = (id: number) => useQuery(myProfessionalQueryOptions(id));
