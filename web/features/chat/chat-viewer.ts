import { MESSAGE_TIPO } from '../../../common/workspace.js';
import type { Role } from '../../lib/role.js';

/** The viewer's role decides which messages are one's own. */
export const ownTipoOf = (viewer: Role) => (viewer === 'op' ? MESSAGE_TIPO.operator : MESSAGE_TIPO.client);
