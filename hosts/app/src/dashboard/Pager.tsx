import { useIntl } from '@album/i18n';
import { Button } from '@album/ui';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** Previous and next page around "page 2 of 5"; hidden while everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className="dashboard-pager" aria-label={intl.formatMessage({ id: 'dashboard.pages' })}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'dashboard.page.previous' })}
      </Button>
      <span aria-live="polite" data-testid="dashboard-page">
        {intl.formatMessage({ id: 'dashboard.page.of' }, { page, total: totalPages })}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'dashboard.page.next' })}
      </Button>
    </nav>
  );
}
