/**
 * `useBulkUpload()`: many sticker photos at once (spec section 5: at most 15 per selection or drop, JPEG and PNG
 * only). Choosing files checks them at once (every refused file keeps its own message); starting uploads the valid
 * ones with the images tab's upload run (`runImageUpload`, the same storage, progress and image records as every
 * other upload) and then creates one sticker per uploaded photo, named from its file, in the chosen chapter, in one
 * undo step. Files whose upload failed get no sticker and keep their error in the list.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AlbumImage } from '@album/api-client';
import { UPLOAD_LIMITS, validateUploadBatch } from '@album/editor-core';
import type { UploadCandidate } from '@album/editor-core';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useRunAction } from '../../toolbar/use-run-action';
import { readPixelSize } from '../images/image-size';
import { runImageUpload } from '../images/upload-images';
import type { UploadState, UploadStatus } from '../images/upload-images';
import { createBulkStickers, stickerNameFromFile } from './bulk-stickers';

/** Where one file is: checked and waiting (`ready`), refused by the rules, or somewhere in its upload. */
export type BulkStatus = 'ready' | 'refused' | UploadStatus;

/** One chosen file. */
export interface BulkEntry {
  key: string;
  file: File;
  /** The sticker name it gets (from the file name). */
  name: string;
  status: BulkStatus;
  /** 0-1 while uploading. */
  progress: number;
  /** Translated reason when refused or failed. */
  error: string | null;
}

/** The whole run: review the files, upload them, then the outcome. */
export interface BulkState {
  phase: 'review' | 'running' | 'finished';
  entries: BulkEntry[];
  /** Set when more files than allowed were chosen (none of them is taken). */
  tooMany: { count: number; max: number } | null;
  /** Stickers created by the finished run. */
  created: number;
}

const EMPTY: BulkState = { phase: 'review', entries: [], tooMany: null, created: 0 };

/** What {@link useBulkUpload} answers. */
export interface BulkUpload {
  state: BulkState;
  /** Replaces the chosen files with `files` and checks them. */
  choose(files: readonly File[]): Promise<void>;
  /** Uploads the ready files and creates their stickers in chapter `sectionId`; answers how many were created. */
  start(sectionId: string): Promise<number>;
  /** Back to an empty review. */
  reset(): void;
}

interface Candidate extends UploadCandidate {
  key: string;
}

/** The entries of `files`, each checked by the sticker upload rules (or all refused when there are too many). */
async function checkFiles(
  files: readonly File[],
  nextKey: () => string,
  format: (errors: Parameters<ReturnType<typeof useProblemFormatter>['problems']>[0]) => string,
): Promise<Pick<BulkState, 'entries' | 'tooMany'>> {
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    return { entries: [], tooMany: { count: files.length, max: UPLOAD_LIMITS.maxFiles } };
  }
  const candidates: Candidate[] = await Promise.all(
    files.map(async (file) => {
      const size = await readPixelSize(file);
      return { key: nextKey(), name: file.name, size: file.size, type: file.type, ...size };
    }),
  );
  const { rejected } = validateUploadBatch(candidates, 'sticker');
  const errors = new Map(rejected.map((r) => [r.file.key, format(r.errors)]));
  const entries = candidates.map((candidate, i): BulkEntry => {
    const error = errors.get(candidate.key) ?? null;
    return {
      key: candidate.key,
      file: files[i]!,
      name: stickerNameFromFile(candidate.name),
      status: error === null ? 'ready' : 'refused',
      progress: 0,
      error,
    };
  });
  return { entries, tooMany: null };
}

/** The bulk upload of the open album (needs the workspace's album session and the app services). */
export function useBulkUpload(): BulkUpload {
  const intl = useIntl();
  const { api, analytics } = useServices();
  const { albumId, editor } = useAlbumSession();
  const problems = useProblemFormatter();
  const run = useRunAction();
  const [state, setState] = useState<BulkState>(EMPTY);
  const counter = useRef(0);
  // The entries as the running upload last left them (state updates are asynchronous; the run reads this).
  const live = useRef<BulkEntry[]>([]);

  const setEntries = useCallback((update: (entries: BulkEntry[]) => BulkEntry[]) => {
    live.current = update(live.current);
    const entries = live.current;
    setState((s) => ({ ...s, entries }));
  }, []);

  const choose = useCallback(
    async (files: readonly File[]) => {
      const checked = await checkFiles(files, () => `bulk-${++counter.current}`, problems.problems);
      live.current = checked.entries;
      setState({ ...EMPTY, ...checked });
    },
    [problems],
  );

  const start = useCallback(
    async (sectionId: string) => {
      const ready = live.current.filter((e) => e.status === 'ready');
      if (ready.length === 0) return 0;
      setState((s) => ({ ...s, phase: 'running' }));
      // The upload run names its files with `nextKey` in file order before its first wait, so the entries' own
      // keys come back in its progress updates.
      const keys = ready.map((e) => e.key);
      let next = 0;
      let uploads: UploadState[] = [];
      const failedText = intl.formatMessage({ id: 'stickers.bulk.failed' });
      const images: AlbumImage[] = await runImageUpload(
        {
          api,
          albumId,
          editor,
          // The list shows every file's outcome; one toast per failed file would repeat it.
          notify: () => '',
          formatProblem: problems.problem,
          nextKey: () => keys[next++] ?? `bulk-extra-${++counter.current}`,
          setUploads: (update) => {
            uploads = update(uploads);
            const byKey = new Map(uploads.map((u) => [u.key, u]));
            setEntries((entries) =>
              entries.map((entry) => {
                const upload = byKey.get(entry.key);
                if (!upload) return entry;
                return {
                  ...entry,
                  status: upload.status,
                  progress: upload.progress,
                  error: upload.status === 'failed' ? failedText : entry.error,
                };
              }),
            );
          },
        },
        ready.map((e) => e.file),
        { model: 'sticker' },
      );
      // Created images come in file order without the failed files: the entries that reached "done".
      const done = live.current.filter((e) => e.status === 'done');
      const stickers = done.slice(0, images.length).map((entry, i) => ({
        name: entry.name,
        imageId: images[i]!.id,
      }));
      const result = createBulkStickers(editor, sectionId, stickers);
      const created = run(result) ? result.ids.length : 0;
      for (let i = 0; i < created; i++) analytics.track('Sticker Created', { source: 'bulk' });
      setState((s) => ({ ...s, phase: 'finished', created }));
      return created;
    },
    [albumId, analytics, api, editor, intl, problems, run, setEntries],
  );

  const reset = useCallback(() => {
    live.current = [];
    setState(EMPTY);
  }, []);

  return useMemo(() => ({ state, choose, start, reset }), [state, choose, start, reset]);
}
