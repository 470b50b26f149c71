import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from '@album/i18n';
import { ColorPicker } from '@album/ui';
import { CUSTOM_COLOR_ROLES, customColor, withCustomColor } from './palette';
import type { CustomColorRole } from './palette';
import type { StyleCommands } from './use-style-commands';

/**
 * Quiet time before a picked colour goes to the album: dragging in the picker sends many colours a second, and each
 * write is an undo step and a sync patch. The picker shows the colour at once.
 */
export const COLOR_COMMIT_DELAY_MS = 300;

/** The custom colours primary, secondary and tertiary (palette indexes 2-4), each with a colour picker. */
export function CustomColorsView({
  colors,
  commands,
  isDisabled,
}: {
  colors: readonly string[];
  commands: StyleCommands;
  isDisabled: boolean;
}) {
  return (
    <ul className="styles-tab__list">
      {CUSTOM_COLOR_ROLES.map((role) => (
        <CustomColorRow key={role} role={role} colors={colors} commands={commands} isDisabled={isDisabled} />
      ))}
    </ul>
  );
}

function CustomColorRow({
  role,
  colors,
  commands,
  isDisabled,
}: {
  role: CustomColorRole;
  colors: readonly string[];
  commands: StyleCommands;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const saved = customColor(colors, role);
  const [picked, setPicked] = useState<string | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; hex: string } | null>(null);
  const latest = useRef({ colors, commands });
  latest.current = { colors, commands };

  // Stable for a row (it reads the latest colours and commands through `latest`), so that the cleanup below runs on
  // unmount only, not after every render.
  const commit = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    const { colors: current, commands: write } = latest.current;
    if (customColor(current, role).toLowerCase() !== job.hex.toLowerCase()) {
      write.setColors(withCustomColor(current, role, job.hex));
    }
    setPicked(null);
  }, [role]);
  // A colour picked just before leaving the view is still saved.
  useEffect(() => () => commit(), [commit]);

  const onChange = (hex: string) => {
    setPicked(hex);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { hex, timer: setTimeout(commit, COLOR_COMMIT_DELAY_MS) };
  };

  const label = intl.formatMessage({ id: `styles.color.${role}` });
  const value = picked ?? saved;
  return (
    <li className="styles-tab__color-row" data-testid={`custom-color-${role}`} data-color={saved}>
      <ColorPicker
        labels={{
          label,
          swatches: intl.formatMessage({ id: 'toolbar.color.palette' }),
          hex: intl.formatMessage({ id: 'toolbar.color.hex' }),
        }}
        swatches={colors.slice(2)}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
      />
      <span className="styles-tab__option-label" aria-hidden="true">
        {label}
      </span>
      <code className="styles-tab__hex">{value.toUpperCase()}</code>
    </li>
  );
}
