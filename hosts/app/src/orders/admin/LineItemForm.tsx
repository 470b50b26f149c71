import { useState } from 'react';
import type { FormEvent } from 'react';
import type { OrderLineItem, OrderLineItemInput } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, NumberField, TextField } from '@album/ui';
import { useApiProblem } from '../../session/api-problem';
import { errorAt } from './field-error';

export interface LineItemFormProps {
  /** The item being changed; none for a new one. */
  item?: OrderLineItem;
  /** The last refusal of the server, shown at its field. */
  error: unknown;
  isPending: boolean;
  onSubmit(item: OrderLineItemInput): void;
  onCancel?(): void;
}

/** Product, title, description and quantity of a line item: adding one, or changing one in place. */
export function LineItemForm({ item, error, isPending, onSubmit, onCancel }: LineItemFormProps) {
  const intl = useIntl();
  const problem = useApiProblem();
  const [product, setProduct] = useState(item?.product ?? '');
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [quantity, setQuantity] = useState(item?.quantity ?? 1);
  const [checked, setChecked] = useState(false);
  const productMissing = product.trim() === '';
  const quantityWrong = !Number.isInteger(quantity) || quantity < 1;
  const at = (field: string, local: boolean, id: string) => {
    const server = errorAt(error, field);
    const text = server ? problem(server) : checked && local ? intl.formatMessage({ id }) : undefined;
    return { isInvalid: text !== undefined, errorMessage: text };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (productMissing || quantityWrong) return;
    onSubmit({
      product: product.trim(),
      description: description.trim() || null,
      quantity,
      // Without a title the server names the item after its product.
      ...(title.trim() ? { title: title.trim() } : {}),
    });
    if (!item) setChecked(false);
  };
  return (
    <form
      className="order-admin__item-form"
      onSubmit={submit}
      noValidate
      data-testid={item ? 'line-item-edit' : 'line-item-add'}
    >
      <TextField
        label={intl.formatMessage({ id: 'orderAdmin.item.product' })}
        value={product}
        onChange={setProduct}
        isRequired
        maxLength={100}
        {...at('product', productMissing, 'orderAdmin.error.required')}
      />
      <TextField
        label={intl.formatMessage({ id: 'orderAdmin.item.title' })}
        value={title}
        onChange={setTitle}
        maxLength={200}
        {...at('title', false, 'orderAdmin.error.required')}
      />
      <TextField
        label={intl.formatMessage({ id: 'orderAdmin.item.description' })}
        value={description}
        onChange={setDescription}
        maxLength={500}
        {...at('description', false, 'orderAdmin.error.required')}
      />
      <NumberField
        label={intl.formatMessage({ id: 'orderAdmin.item.quantity' })}
        value={quantity}
        onChange={setQuantity}
        minValue={1}
        step={1}
        isRequired
        {...at('quantity', quantityWrong, 'orderAdmin.error.quantity')}
      />
      <div className="order-admin__actions">
        <Button type="submit" variant={item ? 'primary' : 'secondary'} isDisabled={isPending}>
          {intl.formatMessage({ id: item ? 'common.save' : 'orderAdmin.item.add' })}
        </Button>
        {onCancel && (
          <Button variant="ghost" onPress={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        )}
      </div>
    </form>
  );
}
