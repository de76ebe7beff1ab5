import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../../common/security.js';
import { api } from '../../../lib/api.js';

export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/2fa/setup', {});

/** A new secret and its QR code; nothing changes on the account until it is confirmed. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
