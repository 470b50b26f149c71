import { useIntl } from '@album/i18n';
import type { SortField, SortOrder } from './dashboard-state';

export interface SortHeaderProps {
  field: SortField;
  /** The column's visible title, translated. */
  label: string;
  sortBy: SortField;
  sortOrder: SortOrder;
  onSort(field: SortField): void;
}

/**
 * A column header that sorts the table (spec: sort buttons for the event date and the creation day): a button in
 * the header cell, which carries `aria-sort` while the table is sorted by it.
 */
export function SortHeader({ field, label, sortBy, sortOrder, onSort }: SortHeaderProps) {
  const intl = useIntl();
  const active = sortBy === field;
  return (
    <th scope="col" aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="sort-button"
        data-active={active || undefined}
        data-testid={`sort-${field}`}
        onClick={() => onSort(field)}
        aria-label={intl.formatMessage(
          { id: 'dashboard.sortBy' },
          { column: label, order: active && sortOrder === 'desc' ? 'asc' : 'desc' },
        )}
      >
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
