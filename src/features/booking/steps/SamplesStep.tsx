// Step 4: samples from the lab's catalogue tree (GetSampleTree). Clicking a sample adds it (ADD_SAMPLE) and opens it
// (SampleCard) to tick parameters and fill in its fields; REMOVE_SAMPLE drops it.
import { Alert, Box, createTreeCollection, Flex, Skeleton, Stack, Text, TreeView } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuChevronRight, LuFlaskConical, LuFolder } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type SampleTreeNode, useCatalogueApi } from '../../../api/catalogue';
import { BookingWizard } from '../wizardActor';
import { SampleCard } from './SampleCard';

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

/** The catalogue as a tree collection; empty child lists become leaves. */
function toTreeNodes(nodes: readonly SampleTreeNode[]): TreeNode[] {
  return nodes.map((node) =>
    node.children?.length
      ? { id: node.id, label: node.label, children: toTreeNodes(node.children) }
      : { id: node.id, label: node.label },
  );
}

function branchIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...branchIds(node.children)] : []));
}

function useSampleTree(testUnitId: string): Load<TreeNode[]> {
  const api = useCatalogueApi();
  const [tree, setTree] = useState<Load<TreeNode[]>>({ status: 'loading' });
  useEffect(() => {
    if (!testUnitId) return;
    const controller = new AbortController();
    setTree({ status: 'loading' });
    api
      .getSampleTree(testUnitId, { signal: controller.signal, quiet: true })
      .then((nodes) => setTree({ status: 'ready', data: toTreeNodes(nodes) }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setTree({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [api, testUnitId]);
  return tree;
}

function SampleTree({ nodes, onPick }: { nodes: TreeNode[]; onPick: (node: TreeNode) => void }) {
  const intl = useIntl();
  const collection = useMemo(
    () =>
      createTreeCollection<TreeNode>({
        nodeToValue: (node) => node.id,
        nodeToString: (node) => node.label,
        rootNode: { id: 'ROOT', label: '', children: nodes },
      }),
    [nodes],
  );
  const [expanded, setExpanded] = useState<string[]>(() => branchIds(nodes));
  return (
    <TreeView.Root
      collection={collection}
      expandedValue={expanded}
      onExpandedChange={(e) => setExpanded(e.expandedValue)}
      size="sm"
      data-testid="sample-tree"
    >
      <TreeView.Label srOnly>{intl.formatMessage({ id: 'booking.samples.catalogue' })}</TreeView.Label>
      <TreeView.Tree>
        <TreeView.Node<TreeNode>
          indentGuide={<TreeView.BranchIndentGuide />}
          render={({ node, nodeState }) =>
            nodeState.isBranch ? (
              <TreeView.BranchControl data-testid="sample-node" data-name={node.label}>
                <TreeView.BranchIndicator>
                  <LuChevronRight />
                </TreeView.BranchIndicator>
                <LuFolder />
                <TreeView.BranchText>{node.label}</TreeView.BranchText>
              </TreeView.BranchControl>
            ) : (
              <TreeView.Item data-testid="sample-node" data-name={node.label} onClick={() => onPick(node)}>
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

export function SamplesStep() {
  const intl = useIntl();
  const actor = BookingWizard.useActorRef();
  const testUnitId = BookingWizard.useSelector((s) => s.context.testUnitId);
  const samples = BookingWizard.useSelector((s) => s.context.samples);
  const tree = useSampleTree(testUnitId);
  const [active, setActive] = useState<number>(samples.length - 1);
  const activeIndex = active < samples.length ? active : samples.length - 1;

  // A click on a catalogue sample reopens an added sample of that kind that has no parameter yet, else adds one.
  const pick = (node: TreeNode) => {
    const emptyIndex = samples.findIndex((s) => s.testUnitSampleId === node.id && s.testParams.length === 0);
    if (emptyIndex >= 0) {
      setActive(emptyIndex);
      return;
    }
    actor.send({
      type: 'ADD_SAMPLE',
      sample: { testUnitSampleId: node.id, sampleName: node.label, testParams: [] },
    });
    setActive(samples.length);
  };

  return (
    <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Box
        w={{ base: 'full', lg: '300px' }}
        flexShrink={0}
        borderWidth="1px"
        rounded="md"
        p="2"
        bg="bg"
        maxH={{ lg: '520px' }}
        overflowY="auto"
      >
        <Text fontSize="sm" fontWeight="semibold" px="2" py="1">
          {intl.formatMessage({ id: 'booking.samples.catalogue' })}
        </Text>
        {tree.status === 'loading' && <Skeleton h="40" />}
        {tree.status === 'error' && (
          <Alert.Root status="error" size="sm">
            <Alert.Title>{tree.message}</Alert.Title>
          </Alert.Root>
        )}
        {tree.status === 'ready' && tree.data.length === 0 && (
          <Text color="fg.muted" fontSize="sm" px="2">
            {intl.formatMessage({ id: 'booking.samples.emptyCatalogue' })}
          </Text>
        )}
        {tree.status === 'ready' && tree.data.length > 0 && <SampleTree nodes={tree.data} onPick={pick} />}
      </Box>
      <Stack flex="1" gap="3" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'booking.samples.hint' })}
        </Text>
        {samples.length === 0 && (
          <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
            {intl.formatMessage({ id: 'booking.samples.none' })}
          </Box>
        )}
        {samples.map((sample, index) => (
          <SampleCard
            // Samples have no id of their own until saved; position plus kind is stable enough between edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${index}-${sample.testUnitSampleId}`}
            sample={sample}
            index={index}
            active={index === activeIndex}
            onActivate={() => setActive(index === activeIndex ? -1 : index)}
          />
        ))}
      </Stack>
    </Flex>
  );
}
