/**
 * A dismissible hint (spec section 2: the images tab and the stock panel each have one); once dismissed it stays
 * away, also after a reload.
 */
import { useIntl } from '@album/i18n';
import { Button, InfoIcon } from '@album/ui';
import { useDismissedHint } from './use-dismissed-hint';

export function HintCard({ hint, messageId }: { hint: string; messageId: string }) {
  const intl = useIntl();
  const [dismissed, dismiss] = useDismissedHint(hint);
  if (dismissed) return null;
  return (
    <div className="images-hint" role="note" data-testid={`hint-${hint}`}>
      <InfoIcon className="images-hint__icon" aria-hidden="true" />
      <p className="images-hint__text">{intl.formatMessage({ id: messageId })}</p>
      <Button size="sm" variant="ghost" onPress={dismiss}>
        {intl.formatMessage({ id: 'common.dismiss' })}
      </Button>
    </div>
  );
}
