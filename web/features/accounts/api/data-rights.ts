import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { EXPORT_PATH, type eraseAccountSchema } from '../../../../common/privacy.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { forgetToken } from '../../../lib/session.js';
import { ERASED_PARAM } from '../erased-param.js';

/** Downloads the ZIP of the user's data (GDPR Art. 15 and 20). */
export function useExportData() {
  return useMutation({ mutationFn: () => api.download(EXPORT_PATH) });
}

export type EraseAccountData = z.output<typeof eraseAccountSchema>;

/**
 * Erases the account; the session is gone with it, so this tab forgets its token and loads
 * the login page afresh, which says so (nothing of the account stays in memory).
 */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountData) => api.post<MessageResponse>('/api/eliminaaccount', input),
    onSuccess: () => {
      forgetToken();
      window.location.assign(`/login?${ERASED_PARAM}=1`);
    },
  });
}
