import type { ReactNode } from 'react';
import { useIntl } from '@album/i18n';
import { IconButton } from '@album/ui';

/** A sub-view of the styles panel: a back button to the main view, a heading, the content. */
export function SubView({ title, onBack, children }: { title: string; onBack(): void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="styles-tab__sub-view" aria-label={title}>
      <header className="styles-tab__sub-header">
        <IconButton
          data-testid="styles-back"
          aria-label={intl.formatMessage({ id: 'styles.back' })}
          icon={<span aria-hidden="true">←</span>}
          onPress={onBack}
          autoFocus
        />
        <h3 className="styles-tab__sub-title">{title}</h3>
      </header>
      {children}
    </section>
  );
}
