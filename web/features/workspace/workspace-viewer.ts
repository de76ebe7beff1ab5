import type { Role } from '../../lib/role.js';

/** The label of the way back home: the professional looks at a client, the client at a professional. */
export const homeLabelOf = (viewer: Role) => (viewer === 'op' ? 'I tuoi clienti' : 'I tuoi professionisti');

/** The id in `?id=`, or null when it is missing or not a positive integer. */
export function otherIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
