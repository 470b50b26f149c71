/**
 * The order button of the desktop top bar (spec section 2): opens the checkout. When the preflight finds problems
 * a warning button with their count stands before it; it opens the list of messages, and the order button's tooltip
 * repeats the count.
 */
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, DialogTrigger, Popover, Tooltip, WarningIcon } from '@album/ui';
import type { TabKey } from '../workspace/tabs';
import { CartIcon } from './icons';
import { usePreflight } from './use-preflight';

export function OrderButton({ onOpenTab }: { onOpenTab(tab: TabKey | null): void }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const errors = usePreflight() ?? [];
  const count = errors.length;
  const warning = intl.formatMessage({ id: 'topbar.preflightWarning' }, { count });
  return (
    <div className="top-bar-order">
      {count > 0 && (
        <DialogTrigger>
          <Button
            variant="ghost"
            className="top-bar-order__warning"
            icon={<WarningIcon />}
            aria-label={warning}
            data-testid="preflight-warning"
          >
            {String(count)}
          </Button>
          <Popover title={warning} placement="bottom end" className="top-bar-order__popover">
            <ul className="top-bar-order__messages" data-testid="preflight-messages">
              {errors.map((error, index) => (
                <li key={`${error.key}-${index}`}>{problems.problem(error)}</li>
              ))}
            </ul>
          </Popover>
        </DialogTrigger>
      )}
      <Tooltip content={warning} placement="bottom" isDisabled={count === 0}>
        <Button
          variant="primary"
          icon={<CartIcon />}
          onPress={() => onOpenTab('checkout')}
          data-testid="order-button"
        >
          {intl.formatMessage({ id: 'topbar.order' })}
        </Button>
      </Tooltip>
    </div>
  );
}
