/**
 * The floating element toolbar as its own chunk: with its colour pickers and selects it is about a fifth of the
 * workspace's code, and nothing needs it before something is selected. The chunk is fetched when the browser is
 * idle after the workspace mounted, so the first selection rarely waits for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEditorValue } from '@album/editor-react';
import type { TabKey } from '../workspace/tabs';

const loadToolbar = () => import('../toolbar/FloatingToolbar');
const FloatingToolbar = lazy(() => loadToolbar().then((module) => ({ default: module.FloatingToolbar })));

export function LazyFloatingToolbar({ onOpenTab }: { onOpenTab(tab: TabKey | null): void }) {
  const selected = useEditorValue((editor) => editor.getSelection().ids.length > 0, Object.is, ['selection']);
  // Once shown it stays mounted: hiding is the toolbar's own business (it keeps its popovers' state).
  const [wanted, setWanted] = useState(selected);
  if (selected && !wanted) setWanted(true);
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
    idle(() => void loadToolbar().catch(() => undefined));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FloatingToolbar onOpenTab={onOpenTab} />
    </Suspense>
  );
}
