import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckoutResponse, checkoutSchema } from '../../../../common/subscriptions.js';
import { api } from '../../../lib/api.js';

export type CheckoutInput = z.input<typeof checkoutSchema>;

export const startCheckout = (input: CheckoutInput) => api.post<CheckoutResponse>('/api/checkout', input);

/** Opens the payment page (Stripe, or the server's simulated page with the offline provider). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
  });
}
