/**
 * The admin elements tree (specification sections 2, 6 and 9): sections → spreads → elements and the children of
 * groups, labels cut at 20 characters. Choosing an element selects it on the canvas and scrolls to its spread;
 * choosing a spread selects the spread. The tree follows the canvas selection, opening the rows above it.
 * Keyboard: arrow keys move, Right/Left open and close rows, Enter or Space selects (react-aria's tree grid).
 */
import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Button as AriaButton, Tree, TreeItem, TreeItemContent } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import { useEditor, useEditorValue, useSelection, useSpread, useViewport } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import type { IntlShape } from '@album/i18n';
import { ControlIcon } from './icons';
import { buildElementTree, rowsToReveal, treeLabel } from './element-tree';
import type { ElementEntry, SectionEntry, SpreadEntry } from './element-tree';

type Entry = SectionEntry | SpreadEntry | ElementEntry;

function fullName(intl: IntlShape, entry: Entry): string {
  switch (entry.kind) {
    case 'section':
      return entry.name ?? intl.formatMessage({ id: 'canvas.tree.unnamedSection' });
    case 'spread':
      return intl.formatMessage(
        { id: 'canvas.tree.spread' },
        { count: entry.pageCount, label: entry.pageLabel },
      );
    case 'element':
      return entry.name ?? intl.formatMessage({ id: `canvas.node.${entry.type}` });
  }
}

function Row({ entry, intl, children }: { entry: Entry; intl: IntlShape; children?: ReactNode }) {
  const name = fullName(intl, entry);
  const label = treeLabel(name);
  const hasChildren = entry.children.length > 0;
  return (
    <TreeItem
      id={entry.id}
      textValue={label}
      className="canvas-controls__tree-item"
      data-kind={entry.kind}
      data-testid={`tree-row-${entry.id}`}
    >
      <TreeItemContent>
        {({ isExpanded, level }) => (
          <div className="canvas-controls__tree-row" style={{ '--tree-level': level } as CSSProperties}>
            {hasChildren ? (
              <AriaButton
                slot="chevron"
                className="canvas-controls__tree-chevron"
                data-expanded={isExpanded || undefined}
              >
                <ControlIcon name="chevronRight" size={14} />
              </AriaButton>
            ) : (
              <span className="canvas-controls__tree-chevron" aria-hidden="true" />
            )}
            {entry.kind === 'element' && (
              <span
                className="canvas-controls__tree-type"
                title={intl.formatMessage({ id: `canvas.node.${entry.type}` })}
              >
                <ElementTypeIcon type={entry.type} />
              </span>
            )}
            <span className="canvas-controls__tree-label" title={label === name ? undefined : name}>
              {label}
            </span>
          </div>
        )}
      </TreeItemContent>
      {children}
    </TreeItem>
  );
}

function ElementTypeIcon({ type }: { type: ElementEntry['type'] }) {
  const icon =
    type === 'Text'
      ? 'text'
      : type === 'Circle'
        ? 'circle'
        : type === 'Line'
          ? 'line'
          : type === 'Image' || type === 'StickerCell' || type === 'Sticker'
            ? 'image'
            : type === 'Comment'
              ? 'comment'
              : type === 'Group'
                ? 'elements'
                : 'rectangle';
  return <ControlIcon name={icon} size={14} />;
}

function renderElements(entries: readonly ElementEntry[], intl: IntlShape): ReactNode {
  return entries.map((entry) => (
    <Row key={entry.id} entry={entry} intl={intl}>
      {renderElements(entry.children, intl)}
    </Row>
  ));
}

export function ElementsTree({ header }: { header: ReactNode }) {
  const intl = useIntl();
  const editor = useEditor();
  const selection = useSelection();
  const { goToSpread } = useSpread();
  const { scrollToSpread } = useViewport();
  const doc = useEditorValue(
    (e) => ({ nodes: e.getState().nodes, stickers: e.getState().stickers }),
    (a, b) => a.nodes === b.nodes && a.stickers === b.stickers,
    ['change'],
  );
  const tree = useMemo(() => buildElementTree(doc), [doc]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());

  // Open the rows above the selection, so the selected element is visible in the tree.
  const selectedIds = selection.ids;
  useEffect(() => {
    const reveal = selectedIds.flatMap((id) => rowsToReveal(editor.getState().nodes, id));
    if (selectedIds.length === 0 && selection.spreadId) {
      reveal.push(...rowsToReveal(editor.getState().nodes, selection.spreadId));
    }
    if (reveal.length === 0) return;
    setExpanded((open) => (reveal.every((id) => open.has(id)) ? open : new Set([...open, ...reveal])));
  }, [editor, selectedIds, selection.spreadId]);

  const selectedKeys: Key[] =
    selection.mode === 'spread' && selection.spreadId ? [selection.spreadId] : [...selectedIds];

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (typeof key !== 'string') return;
    const node = editor.getNode(key);
    if (!node) return;
    if (node.type === 'Section') {
      setExpanded((open) => new Set(open.has(key) ? [...open].filter((k) => k !== key) : [...open, key]));
      return;
    }
    if (node.type === 'Spread') {
      goToSpread(key);
      editor.selectSpread(key);
      return;
    }
    editor.select(key);
    const spreadId = rowsToReveal(editor.getState().nodes, key).find(
      (id) => editor.getNode(id)?.type === 'Spread',
    );
    if (spreadId) {
      editor.setCurrentSpread(spreadId);
      scrollToSpread(spreadId);
    }
  };

  return (
    <section
      className="canvas-controls__panel"
      aria-label={intl.formatMessage({ id: 'canvas.elements' })}
      data-testid="elements-tree"
    >
      {header}
      <Tree
        className="canvas-controls__tree"
        aria-label={intl.formatMessage({ id: 'canvas.elements' })}
        selectionMode="single"
        selectionBehavior="replace"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        renderEmptyState={() => intl.formatMessage({ id: 'canvas.tree.empty' })}
      >
        {tree.map((section) => (
          <Row key={section.id} entry={section} intl={intl}>
            {section.children.map((spread) => (
              <Row key={spread.id} entry={spread} intl={intl}>
                {renderElements(spread.children, intl)}
              </Row>
            ))}
          </Row>
        ))}
      </Tree>
    </section>
  );
}
