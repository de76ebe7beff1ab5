import { MESSAGE_TIPO } from '../../../common/workspace.js';

/** The professional ('op') or the client: it decides which messages are one's own. */
export type ChatViewer = 'op' | 'client';

export const ownTipoOf = (viewer: ChatViewer) => (viewer === 'op' ? MESSAGE_TIPO.operator : MESSAGE_TIPO.client);
