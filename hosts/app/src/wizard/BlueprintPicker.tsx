/**
 * The blueprints step's choice: a category dropdown and the templates of that category as a radio group (arrow
 * keys move between them), each with its cover picture and title.
 */
import { useMemo } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { buildScene, fromNested } from '@album/editor-core';
import type { AlbumCategory, Blueprint } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Select } from '@album/ui';
import { useThumbnail } from '../tabs/layouts/use-thumbnail';
import { spreadIds } from './wizard-model';

/** CSS width of a cover picture in the list. */
const COVER_WIDTH = 120;

/**
 * The blueprint's cover: its stored picture when it has one, else its first spread drawn by the thumbnail renderer
 * (the seeded blueprints come without pictures).
 */
function BlueprintCover({ blueprint }: { blueprint: Blueprint }) {
  const doc = useMemo(() => fromNested(blueprint), [blueprint]);
  const cover = spreadIds(blueprint.workspace)[0];
  const thumbnail = useThumbnail(
    `wizard-cover:${blueprint.id}`,
    () => buildScene(doc, cover!, { title: blueprint.title, releaseDate: null }),
    COVER_WIDTH,
  );
  const url = blueprint.cover_preview_url ?? (thumbnail.status === 'ready' ? thumbnail.url : null);
  return url ? (
    <img className="wizard-blueprint__cover" src={url} alt="" />
  ) : (
    <span className="wizard-blueprint__cover" aria-hidden="true" />
  );
}

export const CATEGORIES: readonly AlbumCategory[] = [
  'wedding',
  'business',
  'sports',
  'birthday',
  'school',
  'community',
];

export type CategoryFilter = AlbumCategory | 'all';

export interface BlueprintPickerProps {
  blueprints: readonly Blueprint[];
  category: CategoryFilter;
  onCategory(category: CategoryFilter): void;
  selected: string | null;
  onSelect(id: string): void;
}

export function BlueprintPicker(props: BlueprintPickerProps) {
  const intl = useIntl();
  const shown = props.blueprints.filter(
    (blueprint) => props.category === 'all' || blueprint.blueprint_category === props.category,
  );
  return (
    <div className="wizard-blueprints">
      <Select
        label={intl.formatMessage({ id: 'wizard.category' })}
        options={[
          { id: 'all', label: intl.formatMessage({ id: 'wizard.category.all' }) },
          ...CATEGORIES.map((category) => ({
            id: category,
            label: intl.formatMessage({ id: `wizard.category.${category}` }),
          })),
        ]}
        value={props.category}
        onChange={(key) => props.onCategory(String(key) as CategoryFilter)}
      />
      {shown.length === 0 ? (
        <p className="wizard-blueprints__empty">
          <FormattedMessage id="wizard.blueprints.empty" />
        </p>
      ) : (
        <RadioGroup
          className="wizard-blueprints__list"
          aria-label={intl.formatMessage({ id: 'wizard.blueprints' })}
          value={props.selected}
          onChange={props.onSelect}
        >
          {shown.map((blueprint) => (
            <Radio
              key={blueprint.id}
              value={blueprint.id}
              className="wizard-blueprint"
              data-testid={`wizard-blueprint-${blueprint.blueprint_category}`}
            >
              <BlueprintCover blueprint={blueprint} />
              <span className="wizard-blueprint__title">{blueprint.title}</span>
            </Radio>
          ))}
        </RadioGroup>
      )}
    </div>
  );
}
