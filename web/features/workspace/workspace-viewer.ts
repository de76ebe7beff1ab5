/** Who is looking at the page: the professional at a client ('op') or the client at a professional. */
export type Viewer = 'op' | 'client';

export const homePathOf = (viewer: Viewer) => (viewer === 'op' ? '/op' : '/user');

export const homeLabelOf = (viewer: Viewer) => (viewer === 'op' ? 'I tuoi clienti' : 'I tuoi professionisti');

/** The id in `?id=`, or null when it is missing or not a positive integer. */
export function otherIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
