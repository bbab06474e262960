// A tree of named nodes after the WAI-ARIA tree pattern: role=tree, each visible node a treeitem with its level,
// aria-expanded on branches and aria-selected; one tab stop (roving tabindex), Up/Down to the previous/next visible
// node, Right opens a branch or goes to its first child, Left closes it or goes to the parent, Home/End, Enter/Space
// select. A click selects, and on a branch also opens or closes it. Plain elements: Chakra's TreeView brought its
// state machine (about 12.8 KB gzip) to the pages that show a tree.
import { type CSSProperties, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { LuChevronRight } from 'react-icons/lu';
import styles from './Tree.module.css';

export interface TreeNode {
  id: string;
  label: string;
  children?: readonly TreeNode[];
}

interface Row {
  node: TreeNode;
  level: number;
  parent: string | null;
  size: number;
  pos: number;
}

/** The nodes shown, in order: a branch's children only while it is open. */
export function visibleRows(
  nodes: readonly TreeNode[],
  open: ReadonlySet<string>,
  level = 1,
  parent: string | null = null,
): Row[] {
  return nodes.flatMap((node, i) => [
    { node, level, parent, size: nodes.length, pos: i + 1 },
    ...(node.children?.length && open.has(node.id) ? visibleRows(node.children, open, level + 1, node.id) : []),
  ]);
}

export interface TreeProps {
  nodes: readonly TreeNode[];
  /** Open branches. */
  expanded: ReadonlySet<string>;
  onExpandedChange(expanded: Set<string>): void;
  selectedId: string | null;
  /** A click, Enter or Space on a node (again on the selected one too). */
  onSelect(node: TreeNode): void;
  /** The icon before a node's name. */
  icon(node: TreeNode, state: { branch: boolean; open: boolean }): ReactNode;
  label: string;
  testId: string;
  nodeTestId: string;
}

export function Tree({
  nodes,
  expanded,
  onExpandedChange,
  selectedId,
  onSelect,
  icon,
  label,
  testId,
  nodeTestId,
}: TreeProps) {
  const rows = visibleRows(nodes, expanded);
  const [focused, setFocused] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  // The tab stop: the node last focused if still shown, else the selected one, else the first.
  const stop =
    rows.find((r) => r.node.id === focused)?.node.id ??
    rows.find((r) => r.node.id === selectedId)?.node.id ??
    rows[0]?.node.id;

  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };
  const moveTo = (row: Row | undefined) => {
    if (!row) return;
    setFocused(row.node.id);
    items.current.get(row.node.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const row = rows[index] as Row;
    const branch = Boolean(row.node.children?.length);
    const open = branch && expanded.has(row.node.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(rows[index + 1]),
      ArrowUp: () => moveTo(rows[index - 1]),
      Home: () => moveTo(rows[0]),
      End: () => moveTo(rows[rows.length - 1]),
      ArrowRight: () => {
        if (branch && !open) toggle(row.node.id, true);
        else if (open) moveTo(rows[index + 1]);
      },
      ArrowLeft: () => {
        if (open) toggle(row.node.id, false);
        else moveTo(rows.find((r) => r.node.id === row.parent));
      },
      Enter: () => onSelect(row.node),
      ' ': () => onSelect(row.node),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  return (
    <div role="tree" aria-label={label} className={styles.tree} data-testid={testId}>
      {rows.map((row, index) => {
        const { node } = row;
        const branch = Boolean(node.children?.length);
        const open = branch && expanded.has(node.id);
        return (
          <div
            key={node.id}
            ref={(el) => {
              if (el) items.current.set(node.id, el);
              else items.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={row.level}
            aria-setsize={row.size}
            aria-posinset={row.pos}
            aria-expanded={branch ? open : undefined}
            aria-selected={node.id === selectedId}
            tabIndex={node.id === stop ? 0 : -1}
            className={styles.item}
            style={{ '--level': row.level - 1 } as CSSProperties}
            data-testid={nodeTestId}
            data-name={node.label}
            onFocus={() => setFocused(node.id)}
            onClick={() => {
              if (branch) toggle(node.id, !open);
              onSelect(node);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {branch ? (
              <LuChevronRight className={styles.chevron} data-open={open || undefined} aria-hidden />
            ) : (
              <span className={styles.leafSpacer} />
            )}
            {icon(node, { branch, open })}
            <span className={styles.text}>{node.label}</span>
          </div>
        );
      })}
    </div>
  );
}
