import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { forgetToken } from '../../../lib/session.js';

export const logout = () => api.post<OkResponse>('/api/logout', {}, { unauthorized: 'ignore' });

/**
 * Logging out always ends the local session, even when the server cannot be reached, and
 * loads the landing page afresh: nothing of the previous user stays in memory (queries, chat
 * sockets). It also spares a race: the router changes location in a transition, so a
 * protected page would otherwise see the session end first and send the user to /login.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetToken();
      window.location.assign('/');
    },
  });
}
