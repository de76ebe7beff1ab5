import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../common/accounts.js';
import { MSG } from '../../../../common/messages/it.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';

interface RegisterRequest {
  data: RegisterInput;
  image: File | null;
}

export function register({ data, image }: RegisterRequest) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (image) body.append('image', image, image.name);
  return api.post<MessageResponse>('/api/register', body, {
    statusMessages: { 413: MSG.imageTooLarge },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
