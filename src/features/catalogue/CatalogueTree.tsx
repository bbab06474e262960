// A sample tree (a lab's catalogue or the system library) with one selected node. Every branch starts open.
import { createTreeCollection, TreeView } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuChevronRight, LuFlaskConical, LuFolder } from 'react-icons/lu';
import type { SampleTreeNode } from '../../api/catalogue';

interface Node {
  id: string;
  label: string;
  children?: Node[];
}

const toNodes = (nodes: readonly SampleTreeNode[]): Node[] =>
  nodes.map((n) =>
    n.children.length ? { id: n.id, label: n.label, children: toNodes(n.children) } : { id: n.id, label: n.label },
  );

const branchIds = (nodes: readonly Node[]): string[] =>
  nodes.flatMap((n) => (n.children ? [n.id, ...branchIds(n.children)] : []));

export interface CatalogueTreeProps {
  nodes: readonly SampleTreeNode[];
  /** The selected node; left out, the tree keeps its own selection (a picker). */
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** Each click on a leaf (a kind of sample), even on the one already selected. */
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
  const items = useMemo(() => toNodes(nodes), [nodes]);
  const collection = useMemo(
    () =>
      createTreeCollection<Node>({
        nodeToValue: (n) => n.id,
        nodeToString: (n) => n.label,
        rootNode: { id: 'ROOT', label: '', children: items },
      }),
    [items],
  );
  const [expanded, setExpanded] = useState<string[]>(() => branchIds(items));
  // New branches (a sample got its first child) open too.
  useEffect(() => setExpanded((open) => [...new Set([...open, ...branchIds(items)])]), [items]);
  return (
    <TreeView.Root
      collection={collection}
      expandedValue={expanded}
      onExpandedChange={(e) => setExpanded(e.expandedValue)}
      {...(selectedId !== undefined && { selectedValue: selectedId ? [selectedId] : [] })}
      onSelectionChange={(e) => e.selectedValue[0] && onSelect?.(e.selectedValue[0])}
      size="sm"
      data-testid={testId}
    >
      <TreeView.Label srOnly>{label}</TreeView.Label>
      <TreeView.Tree>
        <TreeView.Node<Node>
          indentGuide={<TreeView.BranchIndentGuide />}
          render={({ node, nodeState }) =>
            nodeState.isBranch ? (
              <TreeView.BranchControl data-testid={nodeTestId} data-name={node.label}>
                <TreeView.BranchIndicator>
                  <LuChevronRight />
                </TreeView.BranchIndicator>
                <LuFolder />
                <TreeView.BranchText>{node.label}</TreeView.BranchText>
              </TreeView.BranchControl>
            ) : (
              <TreeView.Item data-testid={nodeTestId} data-name={node.label} onClick={() => onPickLeaf?.(node)}>
                <LuFlaskConical />
                <TreeView.ItemText>{node.label}</TreeView.ItemText>
              </TreeView.Item>
            )
          }
        />
      </TreeView.Tree>
    </TreeView.Root>
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
