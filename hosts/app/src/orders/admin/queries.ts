/**
 * Server state of the staff tools on an order's page through TanStack Query. Every change answers the order: it
 * goes straight into the cache of the order's page (`../queries`), and the lists and the dashboard refresh.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Order,
  OrderAddressEdit,
  OrderEdit,
  OrderLineItemInput,
  OrderUpdateInput,
} from '@album/api-client';
import { useServices } from '../../app/services';
import { DASHBOARD_KEY } from '../../dashboard/queries';
import { ORDERS_KEY } from '../queries';

const commentsKey = (orderId: string) => [...ORDERS_KEY, 'staff-comments', orderId];
const signalsKey = (orderId: string) => [...ORDERS_KEY, 'signals', orderId];
const artifactKey = (orderId: string) => [...ORDERS_KEY, 'artifact', orderId];

/** Puts an answered order into the cache of its page and refreshes everything that lists orders. */
function useAnswered() {
  const client = useQueryClient();
  return ({ order }: { order: Order }) => {
    client.setQueryData([...ORDERS_KEY, 'detail', order.id], { order });
    // Everything under the orders key but the detail just set: lists, signals, comments, the artifact.
    void client.invalidateQueries({
      queryKey: ORDERS_KEY,
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
    void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

/** `PATCH /orders/:id`: details and amounts. */
export function useUpdateOrder(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return useMutation({
    mutationFn: (edit: OrderEdit) => api.staff.updateOrder(orderId, edit),
    onSuccess: answered,
  });
}

/** `PATCH /orders/:id/shipping_address`. */
export function useUpdateAddress(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return useMutation({
    mutationFn: (address: OrderAddressEdit) => api.staff.updateAddress(orderId, address),
    onSuccess: answered,
  });
}

/** Adding, changing and deleting line items. */
export function useLineItems(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return {
    add: useMutation({
      mutationFn: (item: OrderLineItemInput) => api.staff.addLineItem(orderId, item),
      onSuccess: answered,
    }),
    update: useMutation({
      mutationFn: ({ id, item }: { id: string; item: Partial<OrderLineItemInput> }) =>
        api.staff.updateLineItem(orderId, id, item),
      onSuccess: answered,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.staff.deleteLineItem(orderId, id),
      onSuccess: answered,
    }),
  };
}

/** `GET /orders/:id/comments` with adding, completing and deleting. */
export function useStaffComments(orderId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  // The customer's review tab lists open comments too: refresh both lists after a change.
  const refresh = () => void client.invalidateQueries({ queryKey: ORDERS_KEY, predicate: isCommentQuery });
  return {
    list: useQuery({ queryKey: commentsKey(orderId), queryFn: () => api.staff.comments(orderId) }),
    add: useMutation({
      mutationFn: (content: string) => api.staff.addComment(orderId, { content }),
      onSuccess: refresh,
    }),
    complete: useMutation({
      mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
        api.staff.updateComment(orderId, id, { completed }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.staff.deleteComment(orderId, id),
      onSuccess: refresh,
    }),
  };
}

function isCommentQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[1] === 'staff-comments' || query.queryKey[1] === 'review-comments';
}

/** `GET /orders/:id/signals` and `POST /orders/:id/order_updates`. */
export function useOrderEvents(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return {
    signals: useQuery({ queryKey: signalsKey(orderId), queryFn: () => api.staff.signals(orderId) }),
    add: useMutation({
      mutationFn: (input: OrderUpdateInput) => api.staff.addOrderUpdate(orderId, input),
      onSuccess: answered,
    }),
  };
}

/** `POST /orders/:id/invoice`. */
export function useCreateInvoice(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return useMutation({ mutationFn: () => api.orderDocuments.createInvoice(orderId), onSuccess: answered });
}

/** `PATCH /orders/:id/invoice`: the invoice's status (paid, void, ...). */
export function useInvoiceStatus(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return useMutation({
    mutationFn: (status: NonNullable<Order['invoice']>['status']) =>
      api.orderDocuments.updateInvoice(orderId, status),
    onSuccess: answered,
  });
}

/** How often the artifact's state is asked while its transfer runs. */
export const ARTIFACT_POLL_MS = 2_000;

/**
 * `GET /orders/:id/esveco_artifact`, asked again every {@link ARTIFACT_POLL_MS} while the transfer runs; when it
 * ends, the order is fetched again (its transfer step and timeline changed).
 */
export function useArtifact(orderId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useQuery({
    queryKey: artifactKey(orderId),
    queryFn: async () => {
      const previous = client.getQueryData<{ status: string }>(artifactKey(orderId));
      const artifact = await api.orderDocuments.artifact(orderId);
      if (previous?.status === 'running' && artifact.status !== 'running') {
        void client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'detail', orderId] });
        void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
      }
      return artifact;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ARTIFACT_POLL_MS : false),
  });
}

/** `POST /orders/:id/transfer`: starts the transfer; the artifact's state then follows it. */
export function useTransfer(orderId: string) {
  const { api } = useServices();
  const answered = useAnswered();
  return useMutation({ mutationFn: () => api.orderDocuments.transfer(orderId), onSuccess: answered });
}

/** `DELETE /orders/:id`; the order leaves every cache. */
export function useDeleteOrder(orderId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.staff.deleteOrder(orderId),
    onSuccess: () => {
      // Not the detail: the page still shows it until the panel leaves for the dashboard, and would fetch a 404.
      void client.invalidateQueries({
        queryKey: ORDERS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
