/**
 * `/orders` (specification 001, section 2): the user's orders, 25 per page, newest first, with pagination; the page
 * is in the address (`?page=2`) so it survives a reload and the back button. A failed load shows the generic error.
 */
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, EmptyState, Skeleton } from '@album/ui';
import { SiteFooter } from '../start/SiteFooter';
import { StartHeader } from '../start/StartHeader';
import { OrderCard } from './OrderCard';
import { useOrders } from './queries';
import '../start/start.css';
import './orders.css';

/** The page number of the address, 1 when missing or not a positive whole number. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function OrdersScreen() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const orders = useOrders(page);
  const totalPages = orders.data?.meta.total_pages ?? 1;
  const go = (target: number) => setSearch(target === 1 ? {} : { page: String(target) });
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main orders-page">
        <h1 className="start-page__title">
          <FormattedMessage id="orders.title" />
        </h1>
        {orders.isError ? (
          <div role="alert" className="orders-page__error">
            <p>
              <FormattedMessage id="error.generic" />
            </p>
            <Button variant="secondary" onPress={() => void orders.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </div>
        ) : !orders.data ? (
          <Skeleton height={160} />
        ) : orders.data.orders.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={intl.formatMessage({ id: 'orders.empty' })}
            action={
              <Link to="/start">
                <FormattedMessage id="error.notFound.link" />
              </Link>
            }
          />
        ) : (
          <>
            <ul className="order-list" aria-busy={orders.isPlaceholderData || undefined}>
              {orders.data.orders.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            {totalPages > 1 && (
              <nav
                className="orders-page__pagination"
                aria-label={intl.formatMessage({ id: 'orders.pagination' })}
              >
                <Button variant="secondary" isDisabled={page <= 1} onPress={() => go(page - 1)}>
                  {intl.formatMessage({ id: 'orders.previousPage' })}
                </Button>
                <span aria-live="polite">
                  {intl.formatMessage({ id: 'orders.page' }, { page, total: totalPages })}
                </span>
                <Button variant="secondary" isDisabled={page >= totalPages} onPress={() => go(page + 1)}>
                  {intl.formatMessage({ id: 'orders.nextPage' })}
                </Button>
              </nav>
            )}
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
