import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import type { Role } from '../../lib/role.js';

/** `t` of the documents call: 0 uploaded by the client, 1 by the professional. */
export type Uploader = 0 | 1;
export type DocumentBox = 'received' | 'sent';

export const BOX_LABELS: Record<DocumentBox, string> = { received: WORKSPACE_MSG.received, sent: WORKSPACE_MSG.sent };

/** 'Ricevuti' are the other side's uploads, so the mapping swaps for the client (spec §6). */
export function uploaderOf(viewer: Role, box: DocumentBox): Uploader {
  const mine: Uploader = viewer === 'op' ? 1 : 0;
  return box === 'sent' ? mine : mine === 1 ? 0 : 1;
}
