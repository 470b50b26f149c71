import { useEffect, useRef } from 'react';
import type { FontRole } from '@album/editor-core';
import { FONT_CATEGORIES, fontFamiliesByCategory } from '@album/fonts';
import { useIntl } from '@album/i18n';
import { CheckMark } from './ColorPresetsView';
import { FontName } from './FontName';
import type { StyleCommands } from './use-style-commands';

const GROUPS = fontFamiliesByCategory();

/** The catalogue's families by category, each shown in its own face; pressing one sets it for `role`. */
export function FontListView({
  role,
  current,
  commands,
  isDisabled,
}: {
  role: FontRole;
  current: string;
  commands: StyleCommands;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  // The list is long: open it where the role's current family is.
  useEffect(() => {
    root.current
      ?.querySelector('[aria-pressed="true"]')
      ?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  return (
    <div className="styles-tab__font-groups" ref={root}>
      {FONT_CATEGORIES.filter((category) => GROUPS[category].length > 0).map((category) => {
        const name = intl.formatMessage({ id: `styles.fontCategory.${category}` });
        return (
          <section key={category} aria-label={name}>
            <h4 className="styles-tab__group-title">{name}</h4>
            <ul className="styles-tab__list">
              {GROUPS[category].map((family) => (
                <li key={family}>
                  <button
                    type="button"
                    className="styles-tab__option styles-tab__font-option"
                    data-testid="font-option"
                    data-font={family}
                    aria-pressed={family === current}
                    disabled={isDisabled}
                    onClick={() => family !== current && commands.setFonts({ [role]: family })}
                  >
                    <FontName family={family} className="styles-tab__option-label" />
                    {family === current && <CheckMark />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
