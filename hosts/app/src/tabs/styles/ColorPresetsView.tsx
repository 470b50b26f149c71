import { useIntl } from '@album/i18n';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@album/ui';
import { isPresetActive, withPreset } from './palette';
import { presetName } from './preset-name';
import { useColorPresets } from './use-color-presets';
import type { StyleCommands } from './use-style-commands';

const SKELETON_ROWS = 8;

/** The colour presets: pressing one lays its five colours over the album palette (indexes 2-6). */
export function ColorPresetsView({
  colors,
  commands,
  isDisabled,
}: {
  colors: readonly string[];
  commands: StyleCommands;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const { state, retry } = useColorPresets();
  if (state.status === 'loading') {
    return (
      <SkeletonGroup aria-label={intl.formatMessage({ id: 'common.loading' })} className="styles-tab__list">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <EmptyState
        headingLevel={4}
        title={intl.formatMessage({ id: 'styles.colorPresets.loadError' })}
        action={<Button onPress={retry}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
      />
    );
  }
  return (
    <ul className="styles-tab__list">
      {state.presets.map((preset) => {
        const active = isPresetActive(colors, preset);
        return (
          <li key={preset.id}>
            <button
              type="button"
              className="styles-tab__option"
              data-testid="color-preset"
              data-preset-id={preset.id}
              aria-pressed={active}
              disabled={isDisabled}
              onClick={() => !active && commands.setColors(withPreset(colors, preset))}
            >
              <span className="styles-tab__swatches" aria-hidden="true">
                {preset.colors.map((colour, i) => (
                  <span key={i} className="styles-tab__swatch" style={{ background: colour }} />
                ))}
              </span>
              <span className="styles-tab__option-label">{presetName(intl, preset)}</span>
              {active && <CheckMark />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function CheckMark() {
  return (
    <svg className="styles-tab__check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
