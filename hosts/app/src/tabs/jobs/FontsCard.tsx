/**
 * The fonts the print files embed: the album's title, subtitle and paragraph families (live from the editor) and
 * the album's custom fonts.
 */
import { shallowEqual, useEditorValue } from '@album/editor-react';
import type { Fonts } from '@album/editor-core';
import { useIntl } from '@album/i18n';
import { Card } from '@album/ui';

const ROLES: ReadonlyArray<keyof Fonts> = ['title', 'sub_title', 'paragraph'];

export function FontsCard({ customFonts }: { customFonts: readonly string[] }) {
  const intl = useIntl();
  const fonts = useEditorValue((editor) => editor.getState().fonts, shallowEqual);
  return (
    <Card title={intl.formatMessage({ id: 'jobs.fonts.title' })} headingLevel={3} className="jobs-card">
      <dl className="jobs-fonts">
        {ROLES.map((role) => (
          <div key={role} className="jobs-fonts__item">
            <dt>{intl.formatMessage({ id: `styles.font.${role}` })}</dt>
            <dd>{fonts[role]}</dd>
          </div>
        ))}
        <div className="jobs-fonts__item">
          <dt>{intl.formatMessage({ id: 'jobs.fonts.custom' })}</dt>
          <dd>
            {customFonts.length > 0
              ? intl.formatList(customFonts, { type: 'conjunction' })
              : intl.formatMessage({ id: 'jobs.fonts.noCustom' })}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
