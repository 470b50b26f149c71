/**
 * The styles panel (spec section 2): a main view with the album's colours, fonts and sticker design, and sub-views
 * for the colour presets, the custom colours (primary, secondary, tertiary), the fonts list of one role and the
 * sticker designs; back returns to the main view. Every change goes through the editor (undoable, synced).
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FONT_ROLES } from '@album/editor-core';
import type { FontRole } from '@album/editor-core';
import { FormattedMessage, useIntl } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { useAlbumLook } from '../layouts/use-album-look';
import { ColorPresetsView } from './ColorPresetsView';
import { CustomColorsView } from './CustomColorsView';
import { FontListView } from './FontListView';
import { FontName } from './FontName';
import { paletteOf } from './palette';
import { StickerDesignPicture, StickerTemplateName, StickerTemplatesView } from './StickerTemplatesView';
import { SubView } from './SubView';
import { useStyleCommands } from './use-style-commands';
import './styles.css';

/** The view the panel shows. */
export type StylesView =
  | { kind: 'main' }
  | { kind: 'colorPresets' }
  | { kind: 'customColors' }
  | { kind: 'fonts'; role: FontRole }
  | { kind: 'stickerTemplates' };

/** Test id of the main-view button that opens `view` (focus returns to it on back). */
export function openerTestId(view: Exclude<StylesView, { kind: 'main' }>): string {
  switch (view.kind) {
    case 'colorPresets':
      return 'styles-open-color-presets';
    case 'customColors':
      return 'styles-open-custom-colors';
    case 'fonts':
      return `font-role-${view.role}`;
    case 'stickerTemplates':
      return 'styles-open-sticker-templates';
  }
}

const SUB_VIEW_TITLES: Record<Exclude<StylesView['kind'], 'main'>, string> = {
  colorPresets: 'styles.colorPresets',
  customColors: 'styles.customColors',
  fonts: 'styles.fonts',
  stickerTemplates: 'styles.stickerTemplate',
};

export function StylesTab(_props: TabPanelProps) {
  const intl = useIntl();
  const { mode } = useAlbumSession();
  const look = useAlbumLook();
  const commands = useStyleCommands();
  const [view, setView] = useState<StylesView>({ kind: 'main' });
  const cameFrom = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const isDisabled = mode === 'preview';

  const open = (next: Exclude<StylesView, { kind: 'main' }>) => {
    cameFrom.current = openerTestId(next);
    setView(next);
  };
  // Back puts the focus on the button that opened the sub-view, so keyboard users keep their place.
  useEffect(() => {
    if (view.kind !== 'main' || !cameFrom.current) return;
    root.current?.querySelector<HTMLElement>(`[data-testid="${cameFrom.current}"]`)?.focus();
    cameFrom.current = null;
  }, [view]);

  const back = () => setView({ kind: 'main' });
  let content: ReactNode;
  if (view.kind === 'main') {
    content = <MainView look={look} onOpen={open} />;
  } else {
    let title = intl.formatMessage({ id: SUB_VIEW_TITLES[view.kind] });
    if (view.kind === 'fonts') title = `${title}: ${intl.formatMessage({ id: `styles.font.${view.role}` })}`;
    content = (
      <SubView title={title} onBack={back}>
        {view.kind === 'colorPresets' && (
          <ColorPresetsView colors={look.colors} commands={commands} isDisabled={isDisabled} />
        )}
        {view.kind === 'customColors' && (
          <CustomColorsView colors={look.colors} commands={commands} isDisabled={isDisabled} />
        )}
        {view.kind === 'fonts' && (
          <FontListView
            role={view.role}
            current={look.fonts[view.role]}
            commands={commands}
            isDisabled={isDisabled}
          />
        )}
        {view.kind === 'stickerTemplates' && (
          <StickerTemplatesView look={look} commands={commands} isDisabled={isDisabled} />
        )}
      </SubView>
    );
  }
  return (
    <div className="tab-panel styles-tab" ref={root} data-view={view.kind}>
      <h2 className="tab-panel__title">
        <FormattedMessage id="tabs.styles" />
      </h2>
      {content}
    </div>
  );
}

function MainView({
  look,
  onOpen,
}: {
  look: ReturnType<typeof useAlbumLook>;
  onOpen(view: Exclude<StylesView, { kind: 'main' }>): void;
}) {
  const intl = useIntl();
  const palette = paletteOf(look.colors);
  const swatches = (
    <span className="styles-tab__swatches" aria-hidden="true">
      {palette.map((colour, i) => (
        <span key={i} className="styles-tab__swatch" style={{ background: colour }} />
      ))}
    </span>
  );
  return (
    <>
      <section className="styles-tab__section" aria-labelledby="styles-colors">
        <h3 id="styles-colors" className="styles-tab__section-title">
          <FormattedMessage id="styles.colors" />
        </h3>
        <NavRow testId="styles-open-color-presets" onPress={() => onOpen({ kind: 'colorPresets' })}>
          <span className="styles-tab__option-label">
            <FormattedMessage id="styles.colorPresets" />
          </span>
          {swatches}
        </NavRow>
        <NavRow testId="styles-open-custom-colors" onPress={() => onOpen({ kind: 'customColors' })}>
          <span className="styles-tab__option-label">
            <FormattedMessage id="styles.customColors" />
          </span>
        </NavRow>
      </section>
      <section className="styles-tab__section" aria-labelledby="styles-fonts">
        <h3 id="styles-fonts" className="styles-tab__section-title">
          <FormattedMessage id="styles.fonts" />
        </h3>
        {FONT_ROLES.map((role) => (
          <NavRow key={role} testId={`font-role-${role}`} onPress={() => onOpen({ kind: 'fonts', role })}>
            <span className="styles-tab__nav-text">
              <span className="styles-tab__role">{intl.formatMessage({ id: `styles.font.${role}` })}</span>
              <FontName family={look.fonts[role]} className="styles-tab__option-label" />
            </span>
          </NavRow>
        ))}
      </section>
      <section className="styles-tab__section" aria-labelledby="styles-sticker">
        <h3 id="styles-sticker" className="styles-tab__section-title">
          <FormattedMessage id="styles.stickerTemplate" />
        </h3>
        <NavRow testId="styles-open-sticker-templates" onPress={() => onOpen({ kind: 'stickerTemplates' })}>
          <StickerDesignPicture id={look.stickerTemplateSettings.id} look={look} />
          <span className="styles-tab__option-label">
            <StickerTemplateName id={look.stickerTemplateSettings.id} />
          </span>
        </NavRow>
      </section>
    </>
  );
}

/** A main-view row that opens a sub-view. */
function NavRow({ testId, onPress, children }: { testId: string; onPress(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="styles-tab__option styles-tab__nav"
      data-testid={testId}
      onClick={onPress}
    >
      {children}
      <span className="styles-tab__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
