import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Company, companyResponseSchema } from '../../common/company.js';
import { api } from './api.js';
import { queryKeys } from './query-keys.js';

/** Until the server answers, the pages say who runs the service as the defaults do. */
export const COMPANY_PLACEHOLDER: Company = {
  nome: 'Studio',
  partitaIva: '',
  indirizzo: '',
  emailPrivacy: '',
  configurata: false,
};

/** Who runs the service (configuration: COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS, PRIVACY_EMAIL). */
export function useCompany(): Company {
  const { data } = useQuery({
    queryKey: queryKeys.company,
    queryFn: () => api.get<z.output<typeof companyResponseSchema>>('/api/azienda', { unauthorized: 'ignore' }),
    staleTime: Infinity,
  });
  return data?.azienda ?? COMPANY_PLACEHOLDER;
}
