import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.js';
import { clearToken } from '../../../lib/session.js';

export const logout = () => api.post<{ success: true }>('/api/logout', {}, { unauthorized: 'ignore' });

/** Logging out always ends the local session, even when the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      queryClient.clear();
      void navigate('/');
    },
  });
}
