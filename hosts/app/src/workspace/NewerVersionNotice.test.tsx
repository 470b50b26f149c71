import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadMessages, SUPPORTED_LANGUAGES } from '@album/i18n';
import { createTopBarTest } from '../topbar/test-support';
import { NewerVersionMessage, NewerVersionNotice } from './NewerVersionNotice';
import { planSyncNotices } from './sync-notices';

describe('the newer-version notice', () => {
  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))(
    'says in %s that a newer version saved the album, with a reload button',
    async (language) => {
      const messages = await loadMessages(language);
      const english = await loadMessages('en');
      const onReload = vi.fn();
      render(
        <I18nProvider language={language}>
          <NewerVersionMessage onReload={onReload} />
        </I18nProvider>,
      );
      const notice = await screen.findByRole('alert');
      const text = messages['sync.error.newerVersion'];
      expect(text).toBeTruthy();
      if (language !== 'en') expect(text).not.toBe(english['sync.error.newerVersion']);
      expect(notice).toHaveTextContent(text!);
      await userEvent.setup().click(screen.getByRole('button', { name: messages['error.screen.reload'] }));
      expect(onReload).toHaveBeenCalledOnce();
    },
  );

  it('appears once the sync ended for a newer version, and editing ends', () => {
    const test = createTopBarTest();
    render(<NewerVersionNotice onReload={() => undefined} />, { wrapper: test.wrapper });
    expect(screen.queryByTestId('newer-version-notice')).not.toBeInTheDocument();
    const error = { kind: 'version' as const, messageKey: 'sync.error.newerVersion', at: 1 };
    act(() => test.syncStatus.setState({ ended: 'newer-version', errors: [error] }));
    expect(screen.getByTestId('newer-version-notice')).toHaveTextContent(
      'This album was saved by a newer version of the editor. Reload the page to continue.',
    );
    expect(planSyncNotices(test.syncStatus.getState(), 0)).toEqual({
      notices: [{ tone: 'error', id: 'sync.error.newerVersion' }],
      reload: false,
      readOnly: true,
    });
  });
});
