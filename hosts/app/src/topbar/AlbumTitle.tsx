/**
 * The album title with its release date in the top bar (spec sections 2 and 5). A press (or Enter/Space) turns it
 * into a title field and a date field; Enter saves, and so does leaving the two fields; Escape cancels. The title is
 * required: the field is invalid while empty and nothing is saved then. While the save runs the new values are
 * shown; when it fails a generic error is shown and the previous values come back.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, IconButton, Tooltip } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useLanguage } from '../app/language';
import { useNotify } from '../toasts/use-notify';
import { canEditTitle, checkDraft, draftOf, titleDisplay } from './album-title';
import type { TitleDraft, TitleValues } from './album-title';
import { CheckIcon, PencilIcon } from './icons';
import { InlineField } from './InlineField';

export function AlbumTitle() {
  const { album, syncStatus, mode, isAdmin, updateAlbum } = useAlbumSession();
  const ready = useStore(syncStatus, (state) => state.ready);
  const { language } = useLanguage();
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const descriptionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const live = useRef(true);
  const [draft, setDraft] = useState<TitleDraft | null>(null);
  const [dateChecked, setDateChecked] = useState(false);
  // The values being saved, shown until the server answers.
  const [pending, setPending] = useState<TitleValues | null>(null);

  const saved: TitleValues = { title: album.title, releaseDate: album.releaseDate };
  const editable = canEditTitle({ ready, locked: album.locked, isAdmin, mode }) && pending === null;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Losing the right to edit (the album was locked, the sync restarts) ends the editing without saving.
  useEffect(() => {
    if (!editable && pending === null) setDraft(null);
  }, [editable, pending]);

  const start = () => {
    setDateChecked(false);
    setDraft(draftOf(saved, language));
  };

  // Focus goes back to the title button after Enter or Escape; while a save runs there is no button (the title is
  // shown read-only), so the focus waits for it to come back instead of dropping to the page (issue #23).
  const refocusPending = useRef(false);
  useEffect(() => {
    if (!editable || draft || !refocusPending.current) return;
    refocusPending.current = false;
    headingRef.current?.querySelector('button')?.focus();
  }, [editable, draft]);

  const close = (refocus: boolean) => {
    setDraft(null);
    if (refocus) refocusPending.current = true;
  };

  const commit = (refocus: boolean) => {
    if (!draft) return;
    const check = checkDraft(draft, saved);
    if (!check.ok) {
      // Nothing is saved while a field is invalid; the fields stay open with their messages.
      setDateChecked(true);
      return;
    }
    close(refocus);
    if (!check.changed) return;
    setPending(check.values);
    updateAlbum({ title: check.values.title, releaseDate: check.values.releaseDate }).then(
      () => live.current && setPending(null),
      () => {
        if (!live.current) return;
        setPending(null);
        notify('error', { id: 'error.generic' });
      },
    );
  };

  if (draft) {
    const titleEmpty = draft.title.trim() === '';
    const check = checkDraft(draft, saved);
    const dateErrors = dateChecked && !check.ok ? check.dateErrors : [];
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      commit(true);
    };
    const onBlur = (event: FocusEvent<HTMLFormElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      commit(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    return (
      <form
        className="top-bar-title__form"
        role="group"
        aria-label={intl.formatMessage({ id: 'topbar.title.form' })}
        onSubmit={onSubmit}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        noValidate
        data-testid="album-title-form"
      >
        <InlineField
          className="top-bar-title__field top-bar-title__field--title"
          label={intl.formatMessage({ id: 'topbar.title.placeholder' })}
          placeholder={intl.formatMessage({ id: 'topbar.title.placeholder' })}
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          isRequired
          isInvalid={titleEmpty}
          validationBehavior="aria"
          errorMessage={intl.formatMessage({ id: 'validation.title.required' })}
          autoFocus
          inputTestId="album-title-input"
        />
        <InlineField
          className="top-bar-title__field top-bar-title__field--date"
          label={intl.formatMessage({ id: 'topbar.releaseDate' })}
          placeholder={intl.formatMessage({ id: 'topbar.releaseDate.placeholder' })}
          value={draft.releaseDate}
          onChange={(releaseDate) => setDraft({ ...draft, releaseDate })}
          isInvalid={dateErrors.length > 0}
          validationBehavior="aria"
          errorMessage={problems.problems(dateErrors)}
          inputMode="numeric"
          inputTestId="release-date-input"
        />
        <IconButton
          type="submit"
          size="sm"
          variant="primary"
          icon={<CheckIcon />}
          aria-label={intl.formatMessage({ id: 'common.save' })}
          data-testid="album-title-save"
        />
      </form>
    );
  }

  const shown = titleDisplay(pending ?? saved, language);
  const fullTitle = (pending ?? saved).title;
  const name = shown.date ? `${fullTitle}, ${shown.date}` : fullTitle;
  const content = (
    <>
      <span className="top-bar-title__text">{shown.title}</span>
      {shown.date ? ' ' : null}
      {shown.date && (
        <span className="top-bar-title__date" data-testid="release-date">
          {shown.date}
        </span>
      )}
    </>
  );

  if (!editable) {
    return (
      <h1 className="top-bar-title" data-testid="album-title" aria-busy={pending !== null || undefined}>
        <span className="top-bar-title__static" aria-hidden="true">
          {content}
        </span>
        <span className="ui-visually-hidden">{name}</span>
      </h1>
    );
  }
  return (
    <h1 className="top-bar-title" ref={headingRef}>
      <Tooltip content={fullTitle} placement="bottom" isDisabled={shown.title === fullTitle}>
        <Button
          variant="ghost"
          className="top-bar-title__button"
          onPress={start}
          aria-describedby={descriptionId}
          data-testid="album-title"
        >
          {content}
          <span className="top-bar-title__pencil" aria-hidden="true">
            <PencilIcon />
          </span>
        </Button>
      </Tooltip>
      {/* The button is named by what it shows (axe: the name must contain the visible text); a cut title is
          told in full here. */}
      <span id={descriptionId} className="ui-visually-hidden">
        {shown.title === fullTitle ? '' : `${fullTitle}. `}
        {intl.formatMessage({ id: 'topbar.title.edit' })}
      </span>
    </h1>
  );
}
