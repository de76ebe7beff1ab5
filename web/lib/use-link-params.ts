import { useSearchParams } from 'react-router';

/**
 * The `id` and `token` of a signed link opened from an e-mail (?id&token), and whether both are
 * there: an incomplete link is answered on the page without asking the server.
 */
export function useLinkParams() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  return { id, token, linkComplete: id !== '' && token !== '' };
}
