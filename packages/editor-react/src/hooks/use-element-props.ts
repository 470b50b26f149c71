/**
 * Typed getters and setters for the properties panel and the floating toolbar, over the selection (or given ids),
 * with the specification's ranges from editor-core: stroke width 0-100, opacity 0-100 % (stored 0-1), border
 * radius 0-50, gradients of 2-4 colours in four directions, crop scale 0.0001-9 (slider on a square-root scale),
 * font sizes and line heights from the fixed lists, rotation in 90-degree steps. Each setter is one undo step;
 * values read from the first selected element (`mixed` tells when the selection disagrees).
 */
import { useMemo } from 'react';
import {
  CONTROL_RANGES,
  FONT_SIZES,
  LINE_HEIGHTS,
  clampBorderRadius,
  clampCropScale,
  clampStrokeWidth,
  opacityFromPercent,
  opacityToPercent,
  rotateStep,
  validateGradient,
} from '@album/editor-core';
import type {
  ActionResult,
  AnyNode,
  AutoTextSymbol,
  Fill,
  LinearGradient,
  RichText,
  Stroke,
  TextAlign,
  ValidationError,
} from '@album/editor-core';
import { faceFitCrop, cropScaleToSlider, sliderToCropScale, CROP_SLIDER_RANGE } from '../crop/crop-math';
import { cropFrameOf } from '../interaction/gestures/crop-gesture';
import { useEditorContext } from '../context/editor-context';
import {
  alignmentOf,
  hasWholeFlag,
  setAlignment,
  setWholeFlag,
  setWholeStyle,
  styleValue,
} from '../text-edit/rich-text-styles';
import type { StyleFlag } from '../text-edit/rich-text-styles';
import { shallowEqual, useEditorValue } from './use-editor-value';
import { useTextSession } from '../text-edit/text-session';
import { sessionTextControls } from '../text-edit/session-controls';

/** A numeric control: its value, range and setter (the value is clamped into the range). */
export interface NumberControl {
  /** The current value (of the first selected element). */
  value: number;
  /** The smallest allowed value. */
  min: number;
  /** The largest allowed value. */
  max: number;
  /** The step of the control (a slider's or a spin button's). */
  step: number;
  /** True when the selected elements have different values. */
  mixed: boolean;
  /** Sets the value on every edited element, as one undo step. */
  set(value: number): ActionResult;
}

/**
 * What `useElementProps` returns: typed getters and setters of the selected elements' properties, each setter one undo
 * step.
 */
export interface UseElementPropsResult {
  /** The nodes edited (the selection by default). */
  nodes: readonly AnyNode[];
  /** The common node type, or null for none or a mix. */
  type: AnyNode['type'] | null;
  /** The fill (solid or gradient) and its setter; an invalid gradient is refused with its errors. */
  fill: { value: Fill | undefined; set(fill: Fill): ActionResult | { ok: false; errors: ValidationError[] } };
  /** The stroke and its setter. */
  stroke: { value: Stroke | undefined; set(stroke: Stroke): ActionResult };
  /** Stroke width, 0-100. */
  strokeWidth: NumberControl;
  /** Opacity in percent. */
  opacity: NumberControl;
  /** Corner radius, 0-50. */
  borderRadius: NumberControl;
  /** Rotation in degrees; `rotateBy` turns by 90 degrees either way. */
  rotation: NumberControl & { rotateBy(direction: 1 | -1): ActionResult };
  /** Whether the elements are locked, and its setter. */
  locked: { value: boolean; set(locked: boolean): ActionResult };
  /** Whether the elements stay above the others, and its setter. */
  alwaysOnTop: { value: boolean; set(on: boolean): ActionResult };
  /** Mirrors the elements horizontally or vertically. */
  flip(axis: 'horizontal' | 'vertical'): ActionResult;
  /** Image crop (Image elements). */
  crop: {
    available: boolean;
    scale: NumberControl;
    /** The zoom slider: square root of the crop scale, step 0.01. */
    slider: NumberControl;
    /** Centres the image's detected face at 0.47 / 0.36 of the frame; false when the image has no face box. */
    faceFit(): boolean;
  };
  /** Text properties (text elements): font, size, line height, colour, styles, alignment, automatic symbol. */
  text: {
    available: boolean;
    fontFamily: { value: string | null; set(family: string): ActionResult };
    fontSize: { value: number | null; options: readonly number[]; set(size: number): ActionResult };
    lineHeight: { value: number | null; options: readonly number[]; set(percent: number): ActionResult };
    color: { value: string | null; set(hex: string): ActionResult };
    bold: { value: boolean; set(on: boolean): ActionResult };
    italic: { value: boolean; set(on: boolean): ActionResult };
    uppercase: { value: boolean; set(on: boolean): ActionResult };
    align: { value: TextAlign; set(align: TextAlign): ActionResult };
    symbol: { value: AutoTextSymbol | null; set(symbol: AutoTextSymbol | null): ActionResult };
  };
}

type Props = Record<string, unknown>;

/** Element props read generically (every node's props are a plain object). */
function propsOf(node: AnyNode | undefined): Props {
  return (node?.props ?? {}) as unknown as Props;
}

function numberOf(props: Props, key: string, fallback: number): number {
  const v = props[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/**
 * Typed property getters and setters for the properties panel and floating toolbar, over the selection or the given
 * ids.
 */
export function useElementProps(ids?: string | readonly string[]): UseElementPropsResult {
  const { editor } = useEditorContext();
  const key = ids === undefined ? null : typeof ids === 'string' ? ids : ids.join(',');
  const nodes = useEditorValue((e) => {
    if (key === null) return e.getSelectedNodes();
    return key
      .split(',')
      .map((id) => e.getNode(id))
      .filter((n): n is AnyNode => n !== undefined);
  }, shallowEqual);
  // While a text is edited in place, its styles apply to the selected words (rich-text bullet of issue #22).
  const textSession = useTextSession(editor);
  return useMemo(() => {
    const targetIds = nodes.map((n) => n.id);
    const first = propsOf(nodes[0]);
    const type = nodes.length > 0 && nodes.every((n) => n.type === nodes[0]!.type) ? nodes[0]!.type : null;
    const update = (props: Props): ActionResult =>
      targetIds.length === 0 ? { ok: false, reason: 'invalid-input' } : editor.updateProps(targetIds, props);
    const mixedOf = (k: string) => nodes.some((n) => propsOf(n)[k] !== first[k]);
    const control = (
      k: string,
      fallback: number,
      range: { min: number; max: number; step: number },
      clamp: (v: number) => number,
      toModel: (v: number) => number = (v) => v,
      fromModel: (v: number) => number = (v) => v,
    ): NumberControl => ({
      value: fromModel(numberOf(first, k, fallback)),
      ...range,
      mixed: mixedOf(k),
      set: (v) => update({ [k]: toModel(clamp(v)) }),
    });

    const texts = nodes.filter((n): n is AnyNode & { type: 'Text' } => n.type === 'Text');
    const firstText = texts[0]?.props.text;
    const updateTexts = (fn: (text: RichText) => RichText): ActionResult =>
      texts.length === 0
        ? { ok: false, reason: 'invalid-input' }
        : editor.updateEach(texts.map((t) => ({ id: t.id, props: { text: fn(t.props.text) } })));
    const flag = (f: StyleFlag) => ({
      value: firstText ? hasWholeFlag(firstText, f) : false,
      set: (on: boolean) => updateTexts((t) => setWholeFlag(t, f, on)),
    });
    const numericStyle = (family: 'SIZE' | 'LINEHEIGHT'): number | null => {
      const v = firstText ? styleValue(firstText, family) : null;
      return v === null ? null : Number(v);
    };

    const imageNode = type === 'Image' && nodes.length === 1 ? nodes[0]! : null;
    const cropInfo = imageNode ? cropFrameOf(editor.getDocument(), imageNode.id) : null;
    const cscale = numberOf(first, 'cscale', 1);

    return {
      nodes,
      type,
      fill: {
        value: first.fill as Fill | undefined,
        set(fill) {
          if (fill !== null && typeof fill === 'object') {
            const checked = validateGradient(fill as LinearGradient);
            if (!checked.ok) return checked;
          }
          return update({ fill });
        },
      },
      // editor-core applies the stroke rules (none -> width 0, colour with width 0 -> width 1).
      stroke: { value: first.stroke as Stroke | undefined, set: (stroke) => update({ stroke }) },
      strokeWidth: control('strokeWidth', 0, { ...CONTROL_RANGES.strokeWidth, step: 0.5 }, clampStrokeWidth),
      opacity: control(
        'opacity',
        1,
        { ...CONTROL_RANGES.opacityPercent, step: 1 },
        (v) => v,
        opacityFromPercent,
        opacityToPercent,
      ),
      borderRadius: control(
        'borderRadius',
        0,
        { ...CONTROL_RANGES.borderRadius, step: 0.5 },
        clampBorderRadius,
      ),
      rotation: {
        ...control('rotation', 0, { min: 0, max: 360, step: 1 }, (v) => ((v % 360) + 360) % 360),
        rotateBy: (direction) =>
          editor.updateEach(
            nodes.map((n) => ({
              id: n.id,
              props: { rotation: rotateStep(numberOf(propsOf(n), 'rotation', 0), direction) },
            })),
          ),
      },
      locked: { value: first.locked === true, set: (locked) => update({ locked }) },
      alwaysOnTop: { value: first.alwaysOnTop === true, set: (on) => update({ alwaysOnTop: on }) },
      flip: (axis) => editor.flip(axis, targetIds),
      crop: {
        available: cropInfo !== null,
        scale: control('cscale', 1, { ...CONTROL_RANGES.cropScale, step: 0.01 }, clampCropScale),
        slider: {
          value: cropScaleToSlider(cscale),
          ...CROP_SLIDER_RANGE,
          mixed: mixedOf('cscale'),
          set: (v) => update({ cscale: sliderToCropScale(v) }),
        },
        faceFit() {
          if (!imageNode || !cropInfo) return false;
          const image = editor.getDocument().images[(imageNode.props as { image: string }).image];
          const fitted = faceFitCrop(cropInfo.crop, cropInfo.frame, image?.details.face);
          if (!fitted) return false;
          return editor.updateProps(imageNode.id, { cx: fitted.cx, cy: fitted.cy }).ok;
        },
      },
      text: sessionTextControls(textSession, texts, {
        available: texts.length > 0,
        fontFamily: {
          value: firstText ? styleValue(firstText, 'FONT') : null,
          set: (family) => updateTexts((t) => setWholeStyle(t, 'FONT', family)),
        },
        fontSize: {
          value: numericStyle('SIZE'),
          options: FONT_SIZES,
          set: (size) => updateTexts((t) => setWholeStyle(t, 'SIZE', size)),
        },
        lineHeight: {
          value: numericStyle('LINEHEIGHT'),
          options: LINE_HEIGHTS,
          set: (percent) => updateTexts((t) => setWholeStyle(t, 'LINEHEIGHT', percent)),
        },
        color: {
          value: firstText ? styleValue(firstText, 'COLOR') : null,
          set: (hex) => updateTexts((t) => setWholeStyle(t, 'COLOR', hex)),
        },
        bold: flag('BOLD'),
        italic: flag('ITALIC'),
        uppercase: flag('UPPERCASE'),
        align: {
          value: firstText ? alignmentOf(firstText) : 'left',
          set: (align) => updateTexts((t) => setAlignment(t, align)),
        },
        symbol: {
          value: (texts[0]?.props.symbol ?? null) as AutoTextSymbol | null,
          set: (symbol) =>
            texts.length === 0
              ? { ok: false, reason: 'invalid-input' }
              : editor.updateProps(
                  texts.map((t) => t.id),
                  { symbol },
                ),
        },
      }),
    };
  }, [editor, nodes, textSession]);
}
