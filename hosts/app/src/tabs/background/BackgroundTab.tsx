/**
 * The background tab (spec section 2, issue #14): the background of the spread in view, or of one of its pages, as a
 * colour (album palette or any colour), a linear gradient, or an image of the album's library (or one uploaded
 * here). The spread follows the canvas (the current spread); every change is one undo step, a colour drag too.
 */
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { spreadFrame } from '@album/editor-core';
import type { AlbumDocument, Editor, LinearGradient } from '@album/editor-core';
import { useEditor, useEditorValue } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, Select, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { ColorPanel } from '../../toolbar/controls';
import { GradientEditor } from '../../toolbar/GradientEditor';
import { LiveEditProvider } from '../../toolbar/live-edit';
import { colorValueFor, cssOfFill, gradientFrom, hexOf, paletteSwatches } from '../../toolbar/toolbar-model';
import { useRunAction } from '../../toolbar/use-run-action';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { imageName, libraryImages, thumbnailUrl } from '../images/image-library';
import { IMAGE_ACCEPT } from '../images/UploadZone';
import { useImageUploader } from '../images/upload-images';
import { backgroundOf, scopesOf, setBackground } from './background';
import type { BackgroundScope, BackgroundValue } from './background';
import './background-tab.css';

type Kind = 'color' | 'gradient' | 'image';

/** The spread the tab edits: the canvas's current spread, else the first one. */
function currentSpread(editor: Editor): string | null {
  return editor.getSelection().spreadId ?? editor.getSpreads()[0]?.id ?? null;
}

function kindOf(value: BackgroundValue): Kind {
  if (value.kind === 'image') return 'image';
  if (value.kind === 'fill' && typeof value.fill === 'object') return 'gradient';
  return 'color';
}

export function BackgroundTab({ onOpenTab }: TabPanelProps) {
  const editor = useEditor();
  return (
    <LiveEditProvider editor={editor}>
      <BackgroundPanel onOpenTab={onOpenTab} />
    </LiveEditProvider>
  );
}

function BackgroundPanel({ onOpenTab }: TabPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editor = useEditor();
  const run = useRunAction();
  const uploader = useImageUploader();
  const { analytics } = useServices();
  const { mode } = useAlbumSession();
  const readOnly = mode !== 'edit';
  const spreadId = useEditorValue(currentSpread, Object.is, ['selection', 'change']);
  // The store's state is the document (plus a version) and keeps its identity until a change; getDocument() copies.
  const doc: AlbumDocument = useEditorValue((e) => e.getState(), Object.is, ['change']);
  const [chosenScope, setScope] = useState<BackgroundScope>('spread');
  const [uploading, setUploading] = useState(false);
  const scopes = spreadId ? scopesOf(doc, spreadId) : [];
  const scope = scopes.includes(chosenScope) ? chosenScope : 'spread';
  const frame = spreadId ? spreadFrame(doc, spreadId) : undefined;
  const current = spreadId ? backgroundOf(doc, spreadId, scope) : null;
  const [chosenKind, setKind] = useState<Kind | null>(null);
  const palette = doc.colors ?? [];
  const images = libraryImages(doc.images);

  if (!spreadId || !frame || !current) {
    return (
      <section className="tab-panel background-tab" aria-labelledby="background-tab-title">
        <h2 id="background-tab-title" className="tab-panel__title">
          {t('tabs.background')}
        </h2>
        <p className="background-tab__hint">{t('background.noSpread')}</p>
      </section>
    );
  }

  const kind = chosenKind ?? kindOf(current);
  const [left, right] = frame.pageNumbers;
  const scopeLabel = (s: BackgroundScope) =>
    s === 'left'
      ? t('background.scope.left', { page: left ?? 1 })
      : s === 'right'
        ? t('background.scope.right', { page: right ?? 1 })
        : t('background.scope.spread');
  const apply = (value: BackgroundValue) => setBackground(editor, spreadId, scope, value);
  const placeImage = (imageId: string, source: string) => {
    if (run(apply({ kind: 'image', imageId }))) analytics.track('Background Image Placed', { source });
  };
  const onUpload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const [image] = await uploader.upload([file]);
      if (image) placeImage(image.id, 'background-upload');
    } finally {
      setUploading(false);
    }
  };
  const fill = current.kind === 'fill' ? current.fill : undefined;
  const currentImage = current.kind === 'image' ? doc.images[current.imageId] : undefined;
  const imageUrl = currentImage ? thumbnailUrl(currentImage) : null;
  const swatch = imageUrl ? `center / cover no-repeat url("${imageUrl}")` : cssOfFill(fill, palette);
  const currentText =
    current.kind === 'none'
      ? t('background.current.none')
      : current.kind === 'image'
        ? t('background.current.image', { name: currentImage ? imageName(currentImage) : current.imageId })
        : kindOf(current) === 'gradient'
          ? t('background.current.gradient')
          : t('background.current.color', { color: hexOf(fill as number | string, palette) ?? '' });

  return (
    <section className="tab-panel background-tab" aria-labelledby="background-tab-title">
      <h2 id="background-tab-title" className="tab-panel__title">
        {t('tabs.background')}
      </h2>
      <p className="background-tab__hint">
        {right === undefined
          ? t('background.spread.one', { page: left ?? 1 })
          : t('background.spread.two', { left: left ?? 1, right })}
      </p>
      <Select
        label={t('background.scope')}
        options={scopes.map((s) => ({ id: s, label: scopeLabel(s) }))}
        value={scope}
        onChange={(key) => {
          setScope(String(key) as BackgroundScope);
          setKind(null);
        }}
        isDisabled={readOnly}
      />
      <div className="background-tab__current" data-testid="background-current">
        <span
          className="background-tab__swatch"
          style={swatch ? { background: swatch } : undefined}
          aria-hidden="true"
        />
        <span>
          {currentText}
          {current.inherited && current.kind !== 'none' && (
            <span className="background-tab__inherited"> {t('background.current.inherited')}</span>
          )}
        </span>
      </div>
      {!readOnly && (
        <>
          <Tabs selectedKey={kind} onSelectionChange={(key) => setKind(key as Kind)}>
            <TabList aria-label={t('background.kind')}>
              <Tab id="color">{t('background.kind.color')}</Tab>
              <Tab id="gradient">{t('background.kind.gradient')}</Tab>
              <Tab id="image">{t('background.kind.image')}</Tab>
            </TabList>
            <TabPanel id="color" className="background-tab__panel">
              <ColorPanel
                value={hexOf(typeof fill === 'object' ? undefined : fill, palette)}
                swatches={paletteSwatches(palette)}
                // A colour drag, or arrow keys in the picker, is one undo step per background (the panel ends it
                // on release and when focus leaves).
                control={`background-${spreadId}-${scope}`}
                onPick={(hex) => apply({ kind: 'fill', fill: colorValueFor(hex, palette) })}
              />
            </TabPanel>
            <TabPanel id="gradient" className="background-tab__panel">
              <GradientEditor
                fill={fill}
                palette={palette}
                set={(gradient: LinearGradient) => apply({ kind: 'fill', fill: gradient })}
              />
              {typeof fill !== 'object' && (
                <Button
                  size="sm"
                  onPress={() => run(apply({ kind: 'fill', fill: gradientFrom(fill, palette) }))}
                >
                  {t('background.gradient.apply')}
                </Button>
              )}
            </TabPanel>
            <TabPanel id="image" className="background-tab__panel">
              <FileTrigger
                acceptedFileTypes={IMAGE_ACCEPT.split(',')}
                onSelect={(files) => void onUpload(files)}
              >
                <Button size="sm" isPending={uploading}>
                  {t('background.image.upload')}
                </Button>
              </FileTrigger>
              {images.length === 0 ? (
                <p className="background-tab__hint">
                  {t('background.images.empty')}{' '}
                  <Button size="sm" variant="ghost" onPress={() => onOpenTab('images')}>
                    {t('background.images.open')}
                  </Button>
                </p>
              ) : (
                <ul className="background-tab__images" aria-label={t('background.images')}>
                  {images.map((image) => {
                    const url = thumbnailUrl(image);
                    const selected = current.kind === 'image' && current.imageId === image.id;
                    return (
                      <li key={image.id}>
                        <button
                          type="button"
                          className="background-tab__image"
                          aria-pressed={selected}
                          aria-label={t('background.image.use', { name: imageName(image) })}
                          onClick={() => placeImage(image.id, 'background-tab')}
                        >
                          {url && <img src={url} alt="" draggable={false} loading="lazy" />}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabPanel>
          </Tabs>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={current.kind === 'none' || current.inherited}
            onPress={() => run(apply({ kind: 'none' }))}
          >
            {t('background.remove')}
          </Button>
        </>
      )}
    </section>
  );
}
