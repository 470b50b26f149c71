/**
 * The voucher box (specification 001, sections 4 and 5): a code and OK, disabled while the field is empty or the
 * checkout is loading. A valid voucher shows a success line with the code that can be dismissed; every other status
 * shows the server's message.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CheckoutVoucher } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, CloseIcon, IconButton, TextField } from '@album/ui';

export interface VoucherBoxProps {
  /** The voucher of the current answer (null: none asked). */
  voucher: CheckoutVoucher | null;
  loading: boolean;
  onApply(code: string): void;
}

export function VoucherBox({ voucher, loading, onApply }: VoucherBoxProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [dismissed, setDismissed] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || loading) return;
    setDismissed(null);
    onApply(code.trim());
  };
  return (
    <form
      className="checkout-voucher"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'checkout.voucher' })}
    >
      <div className="checkout-voucher__row">
        <TextField
          label={intl.formatMessage({ id: 'checkout.voucher' })}
          name="voucher_code"
          value={code}
          onChange={setCode}
          autoComplete="off"
          className="checkout-voucher__field"
        />
        <Button type="submit" variant="secondary" isDisabled={code.trim() === '' || loading}>
          {intl.formatMessage({ id: 'common.ok' })}
        </Button>
      </div>
      {voucher?.status === 'valid' && dismissed !== voucher.code && (
        <p className="checkout-voucher__success" role="status" data-testid="voucher-success">
          <span>{voucher.message}</span>
          <IconButton
            size="sm"
            icon={<CloseIcon />}
            aria-label={intl.formatMessage({ id: 'common.dismiss' })}
            onPress={() => setDismissed(voucher.code)}
          />
        </p>
      )}
      {voucher && voucher.status !== 'valid' && (
        <p className="checkout-voucher__error" role="alert" data-testid="voucher-error">
          {voucher.error_message ?? voucher.message}
        </p>
      )}
    </form>
  );
}
