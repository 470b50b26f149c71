/**
 * The controls of the floating element toolbar for the current selection (specification section 2): fill, outline
 * colour and width, corner radius, opacity; text styling; image upload, crop and flip; sticker cell upload, edit and
 * unlink; group, ungroup, duplicate and delete. While an image is cropped it shows the crop controls instead.
 * One `role="toolbar"` row: Tab enters it, arrow keys move between its controls.
 */
import { Separator, Toolbar } from 'react-aria-components';
import { useEditor, useEditorValue, useElementProps, useSelection } from '@album/editor-react';
import type { UseElementPropsResult } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import type { TabKey } from '../workspace/tabs';
import { ArrangeControls } from './ArrangeControls';
import { SliderButton } from './controls';
import { CropControls } from './CropControls';
import { FillControl } from './FillControl';
import { ImageControls } from './ImageControls';
import { OpacityIcon, RadiusIcon } from './icons';
import { LiveEditProvider } from './live-edit';
import { StickerCellControls } from './StickerCellControls';
import { StrokeControls } from './StrokeControls';
import { TextControls } from './TextControls';
import { toolbarSections } from './toolbar-model';
import './toolbar.css';

export interface ElementToolbarProps {
  onOpenTab(tab: TabKey | null): void;
  className?: string;
}

function Controls({
  onOpenTab,
  element,
}: {
  onOpenTab(tab: TabKey | null): void;
  element: UseElementPropsResult;
}) {
  const intl = useIntl();
  const editor = useEditor();
  const t = (id: string) => intl.formatMessage({ id });
  const palette = useEditorValue((e) => e.getDocument().colors);
  const nodes = element.nodes;
  const first = nodes[0];
  if (!first) return null;
  const sections = toolbarSections(nodes);
  const percent = (v: number) => intl.formatNumber(v / 100, { style: 'percent' });
  const styleControls = sections.fill || sections.stroke || sections.radius || sections.opacity;
  return (
    <>
      {sections.text && (
        <TextControls element={element} palette={palette} onEditText={() => void editor.editText(first.id)} />
      )}
      {sections.image && <ImageControls node={first} element={element} />}
      {sections.stickerCell && <StickerCellControls node={first} onOpenTab={onOpenTab} />}
      {(sections.text || sections.image || sections.stickerCell) && styleControls && (
        <Separator orientation="vertical" className="element-toolbar__separator" />
      )}
      {sections.fill && <FillControl fill={element.fill} palette={palette} />}
      {sections.stroke && <StrokeControls props={element} palette={palette} />}
      {sections.radius && (
        <SliderButton
          label={t('toolbar.radius')}
          icon={<RadiusIcon />}
          testId="radius"
          control={element.borderRadius}
        />
      )}
      {sections.opacity && (
        <SliderButton
          label={t('toolbar.opacity')}
          icon={<OpacityIcon />}
          testId="opacity"
          control={element.opacity}
          format={percent}
        />
      )}
      <Separator orientation="vertical" className="element-toolbar__separator" />
      <ArrangeControls sections={sections} count={nodes.length} />
    </>
  );
}

function Body({ onOpenTab, className }: ElementToolbarProps) {
  const intl = useIntl();
  const selection = useSelection();
  const element = useElementProps();
  const classes = `element-toolbar ${className ?? ''}`;
  if (selection.mode === 'image-edit' && element.crop.available) {
    // A plain group, not a toolbar: the toolbar pattern takes the arrow keys the inline zoom slider needs.
    return (
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'toolbar.crop' })}
        className={classes}
        data-testid="element-toolbar"
      >
        <CropControls element={element} />
      </div>
    );
  }
  return (
    <Toolbar
      aria-label={intl.formatMessage({ id: 'toolbar.label' })}
      className={classes}
      data-testid="element-toolbar"
    >
      <Controls onOpenTab={onOpenTab} element={element} />
    </Toolbar>
  );
}

/** The toolbar's row of controls (positioned by {@link FloatingToolbar}). */
export function ElementToolbar(props: ElementToolbarProps) {
  const editor = useEditor();
  return (
    <LiveEditProvider editor={editor}>
      <Body {...props} />
    </LiveEditProvider>
  );
}
