import type { Me } from '../../common/accounts.js';

/** Who uses a screen: the professional ('op', spec §6) or the client. */
export type Role = 'op' | 'client';

export const roleOf = (me: Pick<Me, 'op'>): Role => (me.op ? 'op' : 'client');

/** Each role's home: /op for the professional, /user for the client. */
export const homePathOf = (role: Role): string => (role === 'op' ? '/op' : '/user');
