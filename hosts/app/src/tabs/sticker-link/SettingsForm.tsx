/**
 * The sticker link's settings (spec sections 2, 5 and 7): the message shown to contributors (required), the domain
 * of the link from the fixed list, white label and whether contributors must give a position. Saved together
 * through `PATCH /albums/:id`; a refusal shows under the form (and under the message when it is about it).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@album/api-client';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Card, Select, Switch, TextField } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { errorText } from './error-text';
import type { StickerLinkDomain } from './link-address';
import { STICKER_LINK_CONTENT_MAX, contentProblem, draftOf, settingsPatch } from './link-settings';
import type { LinkSettingsDraft } from './link-settings';

/** Key of the app's own host in the domain select (a select needs string keys; the stored value is null). */
const OWN_HOST_KEY = '';

export interface SettingsFormProps {
  readOnly: boolean;
  domains: readonly StickerLinkDomain[];
  /** The app's own host, shown as the default domain. */
  ownHost: string;
  /** Tells the panel about the unsaved choice of domain, so the link card shows it. */
  onDomainChange?(domain: StickerLinkDomain): void;
}

export function SettingsForm({ readOnly, domains, ownHost, onDomainChange }: SettingsFormProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const { album, updateAlbum } = useAlbumSession();
  const [draft, setDraft] = useState<LinkSettingsDraft>(() => draftOf(album));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<
    { kind: 'saved' } | { kind: 'failed'; text: string; field?: string } | null
  >(null);
  const errorId = useId();
  const hintId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Another tab or person may change the settings: a form without edits follows the album.
  const patch = useMemo(() => settingsPatch(album, draft), [album, draft]);
  const dirty = Object.keys(patch).length > 0;
  useEffect(() => {
    if (!saving && !dirty) setDraft(draftOf(album));
    // Only a new album answer should reset the form, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [album]);

  const problem = contentProblem(draft.content);
  const serverContentError = result?.kind === 'failed' && result.field === 'stickerUploadContent';
  const set = (changes: Partial<LinkSettingsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setResult(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !dirty || readOnly) return;
    setSaving(true);
    try {
      await updateAlbum(patch);
      setResult({ kind: 'saved' });
      setSubmitted(false);
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.field : undefined;
      setResult({ kind: 'failed', text: errorText(caught, problems), ...(field ? { field } : {}) });
    } finally {
      setSaving(false);
    }
  };

  const domainOptions = domains.map((domain) => ({
    id: domain ?? OWN_HOST_KEY,
    label: domain ?? t('stickerLink.domain.default', { host: ownHost }),
  }));

  return (
    <Card title={t('stickerLink.settings.title')} headingLevel={3} className="sticker-link-card">
      <form className="sticker-link-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('stickerLink.content.label')}
          description={t('stickerLink.content.description')}
          value={draft.content}
          onChange={(content) => set({ content })}
          multiline
          isRequired
          isReadOnly={readOnly}
          maxLength={STICKER_LINK_CONTENT_MAX}
          isInvalid={(submitted && problem !== null) || serverContentError}
          errorMessage={
            problem
              ? t(problem, { max: STICKER_LINK_CONTENT_MAX })
              : result?.kind === 'failed'
                ? result.text
                : undefined
          }
        />
        <Select
          label={t('stickerLink.domain.label')}
          description={t('stickerLink.domain.description')}
          options={domainOptions}
          value={draft.domain ?? OWN_HOST_KEY}
          onChange={(key) => {
            const domain = key === OWN_HOST_KEY || key === null ? null : String(key);
            set({ domain });
            onDomainChange?.(domain);
          }}
          isDisabled={readOnly || domains.length < 2}
        />
        <div className="sticker-link-form__option">
          <Switch
            isSelected={draft.whiteLabel}
            isDisabled={readOnly}
            onChange={(whiteLabel) => set({ whiteLabel })}
            aria-describedby={`${hintId}-white-label`}
          >
            {t('stickerLink.whiteLabel')}
          </Switch>
          <p className="sticker-link-card__hint" id={`${hintId}-white-label`}>
            {t('stickerLink.whiteLabel.description')}
          </p>
        </div>
        <div className="sticker-link-form__option">
          <Switch
            isSelected={draft.requirePosition}
            isDisabled={readOnly}
            onChange={(requirePosition) => set({ requirePosition })}
            aria-describedby={`${hintId}-position`}
          >
            {t('stickerLink.requirePosition')}
          </Switch>
          <p className="sticker-link-card__hint" id={`${hintId}-position`}>
            {t('stickerLink.requirePosition.description')}
          </p>
        </div>
        {result?.kind === 'failed' && !serverContentError && (
          <p className="sticker-link-form__error" role="alert" id={errorId}>
            {t('stickerLink.saveFailed', { reason: result.text })}
          </p>
        )}
        <p className="sticker-link-card__status" role="status">
          {result?.kind === 'saved' && !dirty ? t('stickerLink.saved') : ''}
        </p>
        <div className="sticker-link-card__actions">
          <Button
            type="submit"
            variant="primary"
            isDisabled={readOnly || saving || !dirty}
            aria-describedby={result?.kind === 'failed' && !serverContentError ? errorId : undefined}
          >
            {t(saving ? 'stickerLink.saving' : 'stickerLink.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
