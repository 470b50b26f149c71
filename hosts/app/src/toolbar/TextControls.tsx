/**
 * Text styling: font family (the 50 families), size (the 20 sizes from 4 to 72 points), bold, italic, uppercase,
 * colour, alignment, line height (100, 120, 150, 200 %), the automatic-text symbol and a button that starts editing
 * the text in place. The selected texts are styled as a whole; while a text is edited in place, the same controls
 * style the selected words (alignment: the selected paragraphs), through `useElementProps`.
 */
import { AUTO_TEXT_SYMBOLS, TEXT_DEFAULTS } from '@album/editor-core';
import type { AnyNode, AutoTextSymbol, Fonts, TextAlign } from '@album/editor-core';
import { useEditorValue } from '@album/editor-react';
import type { UseElementPropsResult } from '@album/editor-react';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from '@album/fonts';
import { useIntl } from '@album/i18n';
import { ColorPanel, SwatchButton, ToolButton, ToolSelect, ToolToggle } from './controls';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  AutoTextIcon,
  BoldIcon,
  EditTextIcon,
  ItalicIcon,
  UppercaseIcon,
} from './icons';
import { hexOf, paletteSwatches } from './toolbar-model';
import { useRunAction } from './use-run-action';

const ALIGNMENTS: ReadonlyArray<{ align: TextAlign; icon: () => React.JSX.Element }> = [
  { align: 'left', icon: AlignLeftIcon },
  { align: 'center', icon: AlignCenterIcon },
  { align: 'right', icon: AlignRightIcon },
  { align: 'justify', icon: AlignJustifyIcon },
];

const NO_SYMBOL = 'none';

/** The family a text shows: its FONT style (a family or a font role), else its role's family. */
export function displayedFamily(value: string | null, node: AnyNode | undefined, fonts: Fonts): string {
  const role = (node?.type === 'Text' ? node.props.fontRole : undefined) ?? 'paragraph';
  const name = value ?? role;
  if (name === 'title' || name === 'sub_title' || name === 'paragraph')
    return fonts[name] ?? DEFAULT_FONT_FAMILY;
  return name;
}

export function TextControls(props: {
  element: UseElementPropsResult;
  palette: string[];
  onEditText(): void;
}) {
  const intl = useIntl();
  const run = useRunAction();
  const t = (id: string) => intl.formatMessage({ id });
  const { text, nodes } = props.element;
  const fonts = useEditorValue((e) => e.getDocument().fonts);
  const family = displayedFamily(text.fontFamily.value, nodes[0], fonts);
  const families = FONT_FAMILIES.map((f) => f.family);
  if (!families.includes(family)) families.unshift(family);
  const colorHex = hexOf(text.color.value, props.palette);
  return (
    <>
      <ToolSelect
        label={t('toolbar.font.family')}
        testId="font-family"
        className="element-toolbar__select--family"
        value={family}
        options={families.map((f) => ({ id: f, label: f }))}
        onChange={(id) => run(text.fontFamily.set(String(id)))}
      />
      <ToolSelect
        label={t('toolbar.font.size')}
        testId="font-size"
        className="element-toolbar__select--narrow"
        value={text.fontSize.value ?? TEXT_DEFAULTS.fontSize}
        options={text.fontSize.options.map((size) => ({ id: size, label: intl.formatNumber(size) }))}
        onChange={(id) => run(text.fontSize.set(Number(id)))}
      />
      <ToolToggle
        label={t('toolbar.bold')}
        icon={<BoldIcon />}
        testId="bold"
        isSelected={text.bold.value}
        onChange={(on) => run(text.bold.set(on))}
      />
      <ToolToggle
        label={t('toolbar.italic')}
        icon={<ItalicIcon />}
        testId="italic"
        isSelected={text.italic.value}
        onChange={(on) => run(text.italic.set(on))}
      />
      <ToolToggle
        label={t('toolbar.uppercase')}
        icon={<UppercaseIcon />}
        testId="uppercase"
        isSelected={text.uppercase.value}
        onChange={(on) => run(text.uppercase.set(on))}
      />
      <SwatchButton label={t('toolbar.color')} testId="text-color" swatch={colorHex} variant="text">
        <ColorPanel
          value={colorHex}
          swatches={paletteSwatches(props.palette)}
          onPick={(hex) => text.color.set(hex)}
          control="text-color"
        />
      </SwatchButton>
      <div role="group" aria-label={t('toolbar.textAlign')} className="element-toolbar__group">
        {ALIGNMENTS.map(({ align, icon: Icon }) => (
          <ToolToggle
            key={align}
            label={t(`toolbar.textAlign.${align}`)}
            icon={<Icon />}
            testId={`align-${align}`}
            isSelected={text.align.value === align}
            onChange={() => run(text.align.set(align))}
          />
        ))}
      </div>
      <ToolSelect
        label={t('toolbar.lineHeight')}
        testId="line-height"
        className="element-toolbar__select--narrow"
        value={text.lineHeight.value ?? TEXT_DEFAULTS.lineHeight}
        options={text.lineHeight.options.map((percent) => ({
          id: percent,
          label: intl.formatNumber(percent / 100, { style: 'percent' }),
        }))}
        onChange={(id) => run(text.lineHeight.set(Number(id)))}
      />
      <ToolSelect
        label={t('toolbar.autoText')}
        testId="auto-text"
        icon={<AutoTextIcon />}
        hideValue={text.symbol.value === null}
        className={
          text.symbol.value === null ? 'element-toolbar__select--icon' : 'element-toolbar__select--wide'
        }
        value={text.symbol.value ?? NO_SYMBOL}
        options={[NO_SYMBOL, ...AUTO_TEXT_SYMBOLS].map((symbol) => ({
          id: symbol,
          label: t(`toolbar.autoText.${symbol}`),
        }))}
        onChange={(id) => run(text.symbol.set(id === NO_SYMBOL ? null : (id as AutoTextSymbol)))}
      />
      <ToolButton
        label={t('toolbar.editText')}
        icon={<EditTextIcon />}
        testId="edit-text"
        isDisabled={nodes.length !== 1 || text.symbol.value !== null}
        onPress={props.onEditText}
      />
    </>
  );
}
