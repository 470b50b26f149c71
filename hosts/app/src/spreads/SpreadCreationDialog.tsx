/**
 * The spread creation modal (spec sections 2 and 4): step 1 chooses a layout ("next" only once one is chosen),
 * step 2 collects images in the sticker area and the background area, and "create" hands everything to `onCreate`.
 * Without a chapter (a non-static section) there is nowhere to put a spread: the modal says so instead. The files
 * are checked as they come (JPEG, PNG, GIF only); refused ones are named in one warning inside the modal.
 */
import { useId, useRef, useState } from 'react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, EmptyState, Modal, Select, Skeleton, SkeletonGroup } from '@album/ui';
import { layoutsForPages } from '../tabs/layouts/blueprint-layouts';
import type { Layout } from '../tabs/layouts/blueprint-layouts';
import type { AlbumLook } from '../tabs/layouts/preview-scenes';
import type { BlueprintLayoutsState } from '../tabs/layouts/use-blueprint-layouts';
import { ImageSorter } from './ImageSorter';
import { LayoutPicker } from './LayoutPicker';
import { addImages, filesIn, moveImage, removeImage } from './sorted-images';
import type { ImageArea, SortedImage } from './sorted-images';
import { checkSpreadFiles } from './spread-files';
import type { CheckedFiles } from './spread-files';
import './spreads.css';

/** What "create" hands over. */
export interface SpreadCreationInput {
  layout: Layout;
  chapterId: string;
  /** Files of the sticker area, in order. */
  stickers: File[];
  /** Files of the background area, in order. */
  backgrounds: File[];
}

export interface SpreadCreationDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  layouts: BlueprintLayoutsState;
  onRetryLayouts(): void;
  look: AlbumLook;
  chapters: ReadonlyArray<{ id: string; name: string }>;
  /** The chapter chosen at first (the current spread's, when it is a chapter). */
  defaultChapterId: string | null;
  /** Creates the spread; true closes the modal. */
  onCreate(input: SpreadCreationInput): Promise<boolean>;
  /** The file rules (default: the spread rules). */
  checkFiles?: (files: readonly File[]) => Promise<CheckedFiles>;
}

export function SpreadCreationDialog(props: SpreadCreationDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable
      size="lg"
      className="spread-create"
      title={intl.formatMessage({ id: 'spreads.create.title' })}
    >
      {(close) => <Steps {...props} close={close} />}
    </Modal>
  );
}

function Steps({
  layouts,
  onRetryLayouts,
  look,
  chapters,
  defaultChapterId,
  onCreate,
  checkFiles = checkSpreadFiles,
  close,
}: SpreadCreationDialogProps & { close(): void }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const stepId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [layoutId, setLayoutId] = useState<string | null>(null);
  const [images, setImages] = useState<SortedImage[]>([]);
  const [chapterId, setChapterId] = useState(
    defaultChapterId && chapters.some((c) => c.id === defaultChapterId)
      ? defaultChapterId
      : (chapters[0]?.id ?? ''),
  );
  const [warning, setWarning] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const keys = useRef(0);

  if (chapters.length === 0) {
    return (
      <>
        <p className="spread-create__message" data-testid="spread-needs-chapter">
          {intl.formatMessage({ id: 'spreads.create.needsChapter' })}
        </p>
        <div className="ui-modal__actions">
          <Button variant="primary" onPress={close}>
            {intl.formatMessage({ id: 'common.close' })}
          </Button>
        </div>
      </>
    );
  }

  // A new spread sits between others: double-page layouts fit it.
  const choices = layouts.status === 'ready' ? layoutsForPages(layouts.layouts, 2) : [];
  const layout = choices.find((l) => l.id === layoutId) ?? null;

  const add = async (files: File[], area: ImageArea) => {
    const { accepted, warning: problem } = await checkFiles(files);
    setWarning(problem ? problems.problem(problem) : null);
    if (accepted.length > 0)
      setImages((list) => addImages(list, accepted, area, () => `image-${++keys.current}`));
  };

  const create = async () => {
    if (!layout) return;
    setCreating(true);
    const done = await onCreate({
      layout,
      chapterId,
      stickers: filesIn(images, 'stickers'),
      backgrounds: filesIn(images, 'background'),
    });
    setCreating(false);
    if (done) close();
  };

  return (
    <div className="spread-create__body">
      <p id={stepId} className="spread-create__step">
        {intl.formatMessage(
          { id: 'spreads.create.step' },
          {
            step,
            total: 2,
            name: intl.formatMessage({
              id: step === 1 ? 'spreads.create.chooseLayout' : 'spreads.create.addImagesStep',
            }),
          },
        )}
      </p>
      {step === 1 ? (
        <LayoutStep
          layouts={layouts}
          choices={choices}
          look={look}
          layoutId={layoutId}
          onSelect={setLayoutId}
          onRetry={onRetryLayouts}
        />
      ) : (
        <>
          {chapters.length > 1 && (
            <Select
              label={intl.formatMessage({ id: 'spreads.create.chapter' })}
              options={chapters.map((c) => ({ id: c.id, label: c.name || '-' }))}
              value={chapterId}
              onChange={(key) => setChapterId(String(key))}
              isDisabled={creating}
            />
          )}
          <ImageSorter
            images={images}
            onAdd={(files, area) => void add(files, area)}
            onMove={(key, area) => setImages((list) => moveImage(list, key, area))}
            onRemove={(key) => setImages((list) => removeImage(list, key))}
            isDisabled={creating}
          />
          {warning && (
            <p className="spread-create__warning" role="alert" data-testid="spread-files-warning">
              {warning}
            </p>
          )}
        </>
      )}
      <div className="ui-modal__actions">
        <Button variant="secondary" onPress={close} isDisabled={creating}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
        {step === 2 && (
          <Button
            variant="secondary"
            onPress={() => setStep(1)}
            isDisabled={creating}
            data-testid="spread-back"
          >
            {intl.formatMessage({ id: 'spreads.create.back' })}
          </Button>
        )}
        {step === 1 ? (
          <Button variant="primary" isDisabled={!layout} onPress={() => setStep(2)} data-testid="spread-next">
            {intl.formatMessage({ id: 'spreads.create.next' })}
          </Button>
        ) : (
          <Button
            variant="primary"
            isPending={creating}
            onPress={() => void create()}
            data-testid="spread-create"
          >
            {intl.formatMessage({ id: 'spreads.create.create' })}
          </Button>
        )}
      </div>
    </div>
  );
}

function LayoutStep({
  layouts,
  choices,
  look,
  layoutId,
  onSelect,
  onRetry,
}: {
  layouts: BlueprintLayoutsState;
  choices: readonly Layout[];
  look: AlbumLook;
  layoutId: string | null;
  onSelect(id: string | null): void;
  onRetry(): void;
}) {
  const intl = useIntl();
  if (layouts.status === 'loading') {
    return (
      <SkeletonGroup
        aria-label={intl.formatMessage({ id: 'common.loading' })}
        className="spread-create__layouts"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="spread-create__picture" />
        ))}
      </SkeletonGroup>
    );
  }
  if (layouts.status === 'error') {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'layouts.loadError' })}
        action={<Button onPress={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
      />
    );
  }
  if (choices.length === 0) {
    return <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'layouts.empty' })} />;
  }
  return (
    <LayoutPicker
      layouts={choices}
      blueprintId={layouts.blueprintId}
      look={look}
      selectedId={layoutId}
      onSelect={onSelect}
    />
  );
}
