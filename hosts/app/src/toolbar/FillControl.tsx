/**
 * Fill of rectangles and circles: a swatch button opening a popover with two tabs, a solid colour (album colours,
 * free picker, no fill) and a linear gradient (2-4 colours, four directions).
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { Button, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import type { LinearGradient } from '@album/editor-core';
import type { UseElementPropsResult } from '@album/editor-react';
import { ColorPanel, SwatchButton } from './controls';
import { GradientEditor } from './GradientEditor';
import { useLiveEdit } from './live-edit';
import { colorValueFor, cssOfFill, gradientFrom, hexOf, isGradient, paletteSwatches } from './toolbar-model';
import { useRunAction } from './use-run-action';

export function FillControl({ fill, palette }: { fill: UseElementPropsResult['fill']; palette: string[] }) {
  const intl = useIntl();
  const live = useLiveEdit();
  const run = useRunAction();
  const t = (id: string) => intl.formatMessage({ id });
  const current = fill.value;
  const [tab, setTab] = useState<'solid' | 'gradient'>(isGradient(current) ? 'gradient' : 'solid');
  const solidHex = isGradient(current) ? hexOf(current.colors[0], palette) : hexOf(current ?? null, palette);
  return (
    <SwatchButton label={t('toolbar.fill')} testId="fill-color" swatch={cssOfFill(current, palette)}>
      <Tabs
        // Arrowing between the tabs must not change the element: the fill kind switches on Enter, Space or a click.
        keyboardActivation="manual"
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = key === 'gradient' ? 'gradient' : 'solid';
          setTab(next);
          // Switching tabs switches the fill kind: the gradient starts from the solid colour and back.
          if (next === 'gradient' && !isGradient(current)) run(fill.set(gradientFrom(current, palette)));
          if (next === 'solid' && isGradient(current) && solidHex !== null) {
            run(fill.set(colorValueFor(solidHex, palette)));
          }
        }}
        className="element-toolbar__fill-tabs"
      >
        <TabList aria-label={t('toolbar.fill')}>
          <Tab id="solid" data-testid="fill-solid">
            {t('toolbar.fill.solid')}
          </Tab>
          <Tab id="gradient" data-testid="fill-gradient">
            {t('toolbar.fill.gradient')}
          </Tab>
        </TabList>
        <TabPanel id="solid" className="element-toolbar__tab-panel">
          <ColorPanel
            value={solidHex}
            swatches={paletteSwatches(palette)}
            onPick={(hex) => fill.set(colorValueFor(hex, palette))}
            control="fill"
          />
          <Button
            size="sm"
            variant="secondary"
            // Never disabled: the button pressed by keyboard would become disabled under the focus, and the focus
            // would drop to the page (issue #23). Pressed again, it changes nothing.
            onPress={() => live.change(() => fill.set(null))}
            data-testid="fill-none"
          >
            {t('toolbar.fill.none')}
          </Button>
        </TabPanel>
        <TabPanel id="gradient" className="element-toolbar__tab-panel">
          <GradientEditor
            fill={current}
            palette={palette}
            set={(gradient: LinearGradient) => fill.set(gradient)}
          />
        </TabPanel>
      </Tabs>
    </SwatchButton>
  );
}
