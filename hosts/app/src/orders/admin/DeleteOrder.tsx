import type { Order } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Card } from '@album/ui';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { useDeleteOrder } from './queries';
import { useFailure } from './use-failure';

/** Deletes the order after a confirmation, says so and goes back to the dashboard (spec 001 section 8). */
export function DeleteOrder({ order }: { order: Order }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const notify = useNotify();
  const fail = useFailure();
  const navigate = useNavigate();
  const remove = useDeleteOrder(order.id);
  const ask = async () => {
    const yes = await confirm({
      titleId: 'orderAdmin.delete.title',
      messageId: 'orderAdmin.delete.body',
      values: { name: order.name },
      confirmId: 'orderAdmin.delete',
      danger: true,
    });
    if (!yes) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        notify('info', { id: 'orderAdmin.deleted', values: { name: order.name } });
        void navigate('/dashboard');
      },
      onError: (error) => fail('orderAdmin.deleteFailed', error),
    });
  };
  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.delete.section' })} headingLevel={3}>
      <p className="order-admin__muted">{intl.formatMessage({ id: 'orderAdmin.delete.hint' })}</p>
      <div className="order-admin__actions">
        <Button variant="danger" isDisabled={remove.isPending} onPress={() => void ask()}>
          {intl.formatMessage({ id: 'orderAdmin.delete' })}
        </Button>
      </div>
    </Card>
  );
}
