/**
 * The keyboard shortcuts dialog (issue #23): every row of the shortcut table, grouped (selection, editing, arrange,
 * view, history), the keys as the platform names them (Ctrl or ⌘), with a search over the descriptions and keys.
 * A react-aria modal: focus moves into the search field, Escape closes it.
 */
import { Fragment, useState } from 'react';
import { useIntl } from '@album/i18n';
import { Button, Modal, TextField } from '@album/ui';
import { filterShortcuts, isApplePlatform, keyLabel, SHORTCUT_GROUPS, SHORTCUTS } from './shortcut-table';
import type { Shortcut } from './shortcut-table';
import './shortcuts.css';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Show ⌘ and ⇧ (Apple) or Ctrl and Shift; defaults to the browser's platform. */
  apple?: boolean;
}

/**
 * Renders one key combination as `<kbd>` elements, joined by `+` off Apple (Apple writes `⌘⇧Z`, but `Space + drag`);
 * `drag` is a pointer action, shown as text rather than as a key.
 */
function Combo({
  combo,
  apple,
  label,
}: {
  combo: readonly string[];
  apple: boolean;
  label: (t: string) => string;
}) {
  return (
    <kbd className="shortcuts__combo">
      {combo.map((token, index) => (
        <Fragment key={token}>
          {index > 0 && (!apple || !['mod', 'shift'].includes(combo[index - 1]!)) && (
            <span className="shortcuts__plus">+</span>
          )}
          {token === 'drag' ? (
            <span className="shortcuts__pointer">{label(token)}</span>
          ) : (
            <kbd className="shortcuts__key">{label(token)}</kbd>
          )}
        </Fragment>
      ))}
    </kbd>
  );
}

export function ShortcutsDialog({ isOpen, onOpenChange, apple: appleProp }: ShortcutsDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const apple = appleProp ?? isApplePlatform(typeof navigator === 'undefined' ? undefined : navigator);
  const [query, setQuery] = useState('');
  const label = (token: string) =>
    keyLabel(token, apple, (key) => intl.formatMessage({ id: 'shortcuts.key' }, { key }));
  const describe = (shortcut: Shortcut) =>
    [t(`shortcuts.${shortcut.id}`), ...shortcut.combos.flat().map(label)].join(' ');
  // Two dozen rows: filtering on every render is cheaper than keeping a memo in step with language and platform.
  const shown = filterShortcuts(SHORTCUTS, query, describe);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        onOpenChange(open);
      }}
      isDismissable
      title={t('shortcuts.title')}
      size="lg"
      className="shortcuts"
    >
      {(close) => (
        <>
          <TextField
            type="search"
            label={t('shortcuts.search')}
            value={query}
            onChange={setQuery}
            autoFocus
            data-testid="shortcuts-search"
          />
          <div className="shortcuts__groups" data-testid="shortcuts-list">
            {SHORTCUT_GROUPS.map((group) => {
              const rows = shown.filter((shortcut) => shortcut.group === group);
              if (rows.length === 0) return null;
              return (
                <table key={group} className="shortcuts__group">
                  <caption>{t(`shortcuts.group.${group}`)}</caption>
                  <thead className="shortcuts__head">
                    <tr>
                      <th scope="col">{t('shortcuts.column.action')}</th>
                      <th scope="col">{t('shortcuts.column.keys')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((shortcut) => (
                      <tr key={shortcut.id} data-shortcut={shortcut.id}>
                        <th scope="row">{t(`shortcuts.${shortcut.id}`)}</th>
                        <td>
                          {shortcut.combos.map((combo, index) => (
                            <Fragment key={combo.join('+')}>
                              {index > 0 && <span className="shortcuts__or"> {t('shortcuts.or')} </span>}
                              <Combo combo={combo} apple={apple} label={label} />
                            </Fragment>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
            {shown.length === 0 && (
              <p className="shortcuts__empty" role="status">
                {intl.formatMessage({ id: 'shortcuts.empty' }, { query })}
              </p>
            )}
          </div>
          <div className="ui-modal__actions">
            <Button variant="secondary" onPress={close}>
              {t('shortcuts.close')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
