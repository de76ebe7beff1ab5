import type { Me } from '../../common/accounts.js';

/** Who uses a screen: the professional ('op', spec §6) or the client. */
export type Role = 'op' | 'client';

export const roleOf = (me: Pick<Me, 'op'>): Role => (me.op ? 'op' : 'client');

/** Each role's home: /op for the professional, /user for the client. */
export const homePathOf = (role: Role): string => (role === 'op' ? '/op' : '/user');

/** The pages each kind of account may open, by their first path segment (web/app/router.tsx). */
const PAGES_OF = { op: ['/op', '/subscription'], client: ['/user'], shared: ['/account', '/help'], admin: ['/admin'] };

/**
 * Where login leads: back to the page that sent the user to /login (a link of an e-mail, such
 * as 'Vedi o annulla l’appuntamento') when their account may open it, else home.
 */
export function afterLoginPath(me: Pick<Me, 'op'> & { admin?: boolean }, from: unknown): string {
  const home = homePathOf(roleOf(me));
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return home;
  const path = from.split(/[?#]/)[0];
  const allowed = [...PAGES_OF[roleOf(me)], ...PAGES_OF.shared, ...(me.admin ? PAGES_OF.admin : [])];
  return allowed.some((page) => path === page || path.startsWith(`${page}/`)) ? from : home;
}
