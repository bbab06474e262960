// A sample tree (a lab's catalogue or the system library) with one selected node. Every branch starts open.
import { useEffect, useMemo, useState } from 'react';
import { LuFlaskConical, LuFolder } from 'react-icons/lu';
import type { SampleTreeNode } from '../../api/catalogue';
import { Tree } from '../../ui/Tree';

const branchIds = (nodes: readonly SampleTreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? [n.id, ...branchIds(n.children)] : []));

export interface CatalogueTreeProps {
  nodes: readonly SampleTreeNode[];
  /** The selected node; left out, the tree keeps its own selection (a picker). */
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** Each pick of a leaf (a kind of sample), even of the one already selected. */
  onPickLeaf?(node: { id: string; label: string }): void;
  label: string;
  testId: string;
  /** Each node's test id; `<testId>-node` unless given. */
  nodeTestId?: string;
}

export function CatalogueTree({
  nodes,
  selectedId,
  onSelect,
  onPickLeaf,
  label,
  testId,
  nodeTestId = `${testId}-node`,
}: CatalogueTreeProps) {
  const branches = useMemo(() => branchIds(nodes), [nodes]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(branches));
  // New branches (a sample got its first child) open too.
  useEffect(() => setExpanded((open) => new Set([...open, ...branches])), [branches]);
  const [own, setOwn] = useState<string | null>(null);
  return (
    <Tree
      nodes={nodes}
      expanded={expanded}
      onExpandedChange={setExpanded}
      selectedId={selectedId === undefined ? own : selectedId}
      onSelect={(node) => {
        setOwn(node.id);
        onSelect?.(node.id);
        if (!node.children?.length) onPickLeaf?.({ id: node.id, label: node.label });
      }}
      icon={(_, { branch }) => (branch ? <LuFolder aria-hidden /> : <LuFlaskConical aria-hidden />)}
      label={label}
      testId={testId}
      nodeTestId={nodeTestId}
    />
  );
}

/** Every node with its path of names, in tree order (for "move under…" and "copy under…" pickers). */
export function flattenTree(
  nodes: readonly SampleTreeNode[],
  prefix = '',
): { id: string; path: string; levelCode: string }[] {
  return nodes.flatMap((n) => {
    const path = prefix ? `${prefix} / ${n.label}` : n.label;
    return [{ id: n.id, path, levelCode: n.levelCode ?? '' }, ...flattenTree(n.children, path)];
  });
}
