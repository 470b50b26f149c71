/**
 * The toolbar while an image is being cropped (image edit mode): the zoom slider on the square-root scale of the
 * crop (step 0.01), face fit when the image has a detected face, reset and done.
 */
import { useEditor } from '@album/editor-react';
import type { UseElementPropsResult } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, Slider } from '@album/ui';
import { ToolButton, liveStepEvents } from './controls';
import { CheckIcon, FaceIcon } from './icons';
import { useLiveEdit } from './live-edit';
import { useNotify } from '../toasts/use-notify';
import { useRunAction } from './use-run-action';

export function CropControls({ element }: { element: UseElementPropsResult }) {
  const intl = useIntl();
  const editor = useEditor();
  const live = useLiveEdit();
  const run = useRunAction();
  const notify = useNotify();
  const t = (id: string) => intl.formatMessage({ id });
  const { slider } = element.crop;
  const id = element.nodes[0]?.id;
  return (
    <>
      <div className="element-toolbar__crop-slider" data-testid="crop-scale" {...liveStepEvents(live)}>
        <Slider
          label={t('toolbar.crop.scale')}
          value={slider.value}
          minValue={slider.min}
          maxValue={slider.max}
          step={slider.step}
          formatValue={(v) => intl.formatNumber(v * v, { maximumFractionDigits: 2 })}
          // No end on onChangeEnd: react-aria fires it after every arrow press, and arrows are one step too.
          onChange={(v) => void live.change(() => slider.set(v), 'crop-scale')}
        />
      </div>
      <ToolButton
        label={t('toolbar.crop.faceFit')}
        icon={<FaceIcon />}
        testId="crop-face-fit"
        onPress={() => {
          if (!element.crop.faceFit()) notify('info', { id: 'toolbar.crop.noFace' });
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        data-testid="crop-reset"
        isDisabled={id === undefined}
        onPress={() => id && run(editor.updateProps(id, { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 }))}
      >
        {t('toolbar.crop.reset')}
      </Button>
      <Button
        size="sm"
        variant="primary"
        icon={<CheckIcon />}
        data-testid="crop-done"
        onPress={() => editor.escape()}
      >
        {t('toolbar.crop.done')}
      </Button>
    </>
  );
}
