import { useState } from 'react';
import type { Order, OrderLineItemInput } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Card } from '@album/ui';
import { useConfirm } from '../../dialogs/confirm';
import { isFieldError } from './field-error';
import { LineItemForm } from './LineItemForm';
import { useLineItems } from './queries';
import { useFailure } from './use-failure';

const ITEM_FIELDS = ['product', 'description', 'quantity', 'title'];

/** The order's line items: each can be changed in place or deleted (after a confirmation); new ones are added below. */
export function LineItemsEditor({ order }: { order: Order }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const fail = useFailure();
  const items = useLineItems(order.id);
  const [editing, setEditing] = useState<string | null>(null);
  // The add form starts empty again after each added item.
  const [addKey, setAddKey] = useState(0);
  const onError = (error: unknown) =>
    !isFieldError(error, ITEM_FIELDS) && fail('orderAdmin.saveFailed', error);

  const remove = async (id: string, title: string) => {
    const yes = await confirm({
      titleId: 'orderAdmin.item.deleteTitle',
      messageId: 'orderAdmin.item.deleteBody',
      values: { title },
      confirmId: 'common.delete',
      danger: true,
    });
    if (yes) items.remove.mutate(id, { onError: (error) => fail('orderAdmin.deleteFailed', error) });
  };
  const add = (item: OrderLineItemInput) =>
    items.add.mutate(item, { onSuccess: () => setAddKey((key) => key + 1), onError });

  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.items' })} headingLevel={3}>
      <ul className="order-admin__list" data-testid="line-items">
        {order.line_items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>
              <LineItemForm
                item={item}
                error={items.update.error}
                isPending={items.update.isPending}
                onSubmit={(input) =>
                  items.update.mutate(
                    { id: item.id, item: input },
                    { onSuccess: () => setEditing(null), onError },
                  )
                }
                onCancel={() => {
                  items.update.reset();
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={item.id} className="order-admin__item" data-testid="line-item">
              <span className="order-admin__item-text">
                <strong>{item.title}</strong>
                <span className="order-admin__muted">
                  {item.product}
                  {item.description ? ` · ${item.description}` : ''}
                </span>
              </span>
              <span className="order-admin__qty">
                {intl.formatMessage({ id: 'orderAdmin.item.times' }, { quantity: item.quantity })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage({ id: 'orderAdmin.item.edit' }, { title: item.title })}
                onPress={() => {
                  items.update.reset();
                  setEditing(item.id);
                }}
              >
                {intl.formatMessage({ id: 'common.edit' })}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage({ id: 'orderAdmin.item.delete' }, { title: item.title })}
                onPress={() => void remove(item.id, item.title)}
              >
                {intl.formatMessage({ id: 'common.delete' })}
              </Button>
            </li>
          ),
        )}
      </ul>
      <h4 className="order-admin__subheading">{intl.formatMessage({ id: 'orderAdmin.item.new' })}</h4>
      <LineItemForm key={addKey} error={items.add.error} isPending={items.add.isPending} onSubmit={add} />
    </Card>
  );
}
