import { useState } from 'react';
import type { AffiliateAudience } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { copyText } from '../settings/copy-text';
import { shareUrl } from './conversions';

const AUDIENCES: readonly AffiliateAudience[] = ['wedding', 'business'];

/**
 * The partner's landing links, one per audience (each has its own landing address and source tag), in read-only
 * fields with a copy button. A copy that the browser refuses is only logged (spec section 8); the address stays
 * selectable in its field.
 */
export function ShareLinks({ urlSource }: { urlSource: Record<AffiliateAudience, string> }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<AffiliateAudience | null>(null);
  return (
    <section className="affiliate__card" aria-labelledby="affiliate-links">
      <h2 id="affiliate-links">{intl.formatMessage({ id: 'affiliate.links' })}</h2>
      <p className="affiliate__hint">{intl.formatMessage({ id: 'affiliate.links.hint' })}</p>
      {AUDIENCES.map((audience) => {
        const url = shareUrl(urlSource[audience], window.location.origin);
        const label = intl.formatMessage({ id: `affiliate.audience.${audience}` });
        return (
          <div key={audience} className="affiliate__link" data-testid={`affiliate-link-${audience}`}>
            <TextField label={label} value={url} isReadOnly />
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'affiliate.copy.label' }, { audience: label })}
              onPress={() =>
                void copyText(url, navigator.clipboard).then((ok) => setCopied(ok ? audience : null))
              }
            >
              {intl.formatMessage({ id: 'affiliate.copy' })}
            </Button>
          </div>
        );
      })}
      <p role="status" className="affiliate__hint">
        {copied &&
          intl.formatMessage(
            { id: 'affiliate.copied' },
            { audience: intl.formatMessage({ id: `affiliate.audience.${copied}` }) },
          )}
      </p>
    </section>
  );
}
