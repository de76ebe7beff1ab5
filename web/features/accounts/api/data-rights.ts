import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { EXPORT_PATH, type eraseAccountSchema } from '../../../../common/privacy.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { forgetToken } from '../../../lib/session.js';

/** Downloads the ZIP of the user's data (GDPR Art. 15 and 20). */
export function useExportData() {
  return useMutation({ mutationFn: () => api.download(EXPORT_PATH) });
}

export type EraseAccountData = z.output<typeof eraseAccountSchema>;

/** Erases the account; the session is gone with it, so this tab forgets its token at once. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountData) => api.post<MessageResponse>('/api/eliminaaccount', input),
    onSuccess: () => forgetToken(),
  });
}
