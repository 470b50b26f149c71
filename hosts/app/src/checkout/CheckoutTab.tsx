/**
 * The checkout as the workspace shows it at `/album/:albumId/checkout`. On phones it is the checkout tab's panel
 * (the specification makes checkout a mobile-only tab). On desktop the order button opens the same address, and the
 * checkout takes a large dialog over the workspace: three steps beside a summary need more room than the 360 px
 * sidebar. Closing it (the close button or Escape) returns to the album; a press outside does not, so a stray click
 * never throws away a half-filled address.
 */
import { useIntl } from '@album/i18n';
import { CloseIcon, IconButton, Modal } from '@album/ui';
import type { TabPanelProps } from '../workspace/TabPanelContent';
import { useIsMobile } from '../workspace/use-is-mobile';
import { CheckoutScreen } from './CheckoutScreen';
import './checkout.css';

export function CheckoutTab({ onOpenTab }: TabPanelProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const title = intl.formatMessage({ id: 'checkout.title' });
  if (isMobile) {
    return (
      <div className="tab-panel checkout-tab" data-testid="checkout">
        <h2 className="tab-panel__title">{title}</h2>
        <CheckoutScreen />
      </div>
    );
  }
  return (
    <Modal isOpen onOpenChange={(open) => !open && onOpenTab(null)} title={title} className="checkout-modal">
      <IconButton
        className="checkout-modal__close"
        icon={<CloseIcon />}
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onPress={() => onOpenTab(null)}
      />
      <div data-testid="checkout">
        <CheckoutScreen />
      </div>
    </Modal>
  );
}
