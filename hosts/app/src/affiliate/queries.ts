/** Server state of the partner page through TanStack Query: a partner's conversions and, for admins, the partners. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services';

const PARTNERS_KEY = ['partners'] as const;

/** `GET /public/affiliate_conversions?token=` (only with a token). */
export function useConversions(token: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['affiliate-conversions', token],
    queryFn: () => api.affiliate.conversions(token),
    enabled: token !== '',
  });
}

/** `GET /admin/partners` (only for admins). */
export function usePartners(enabled: boolean) {
  const { api } = useServices();
  return useQuery({ queryKey: PARTNERS_KEY, queryFn: () => api.staff.partners(), enabled });
}

/** `POST /admin/partners`, refreshing the partner list. */
export function useCreatePartner() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.staff.createPartner({ name }),
    onSuccess: () => void client.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });
}
