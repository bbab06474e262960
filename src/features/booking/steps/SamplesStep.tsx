// Step 4: samples from the lab's catalogue tree (GetSampleTree). Clicking a sample adds it (ADD_SAMPLE) and opens its
// parameters (GetParamBySampleId) to tick, each with a count (SET_SAMPLE_PARAMS); REMOVE_SAMPLE drops it.
import {
  Alert,
  Badge,
  Box,
  Card,
  Checkbox,
  createTreeCollection,
  Flex,
  HStack,
  IconButton,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TreeView,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuChevronRight, LuFlaskConical, LuFolder, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { WizardSample, WizardTestParam } from '../../../../machines/booking-wizard';
import { priceOf, type SampleTreeNode, type TestParamOption, useCatalogueApi } from '../../../api/catalogue';
import { BookingWizard } from '../wizardActor';

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

function ParamRow({
  option,
  chosen,
  onToggle,
  onCount,
}: {
  option: TestParamOption;
  chosen: WizardTestParam | undefined;
  onToggle: (checked: boolean) => void;
  onCount: (count: number) => void;
}) {
  const intl = useIntl();
  const price = priceOf(option.price);
  return (
    <Flex
      gap="3"
      py="2"
      px="2"
      rounded="md"
      align={{ base: 'start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      bg={chosen ? 'brand.subtle' : undefined}
    >
      <Checkbox.Root
        flex="1"
        checked={!!chosen}
        onCheckedChange={(e) => onToggle(e.checked === true)}
        data-testid="param-option"
        data-name={option.displayName}
        alignItems="start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          <Text as="span" fontWeight="medium">
            {option.displayName}
          </Text>
          {option.testParamCode && (
            <Text as="span" color="fg.muted" fontSize="xs" ms="1">
              {option.testParamCode}
            </Text>
          )}
          {option.standardText && (
            <Text fontSize="xs" color="fg.muted">
              {option.standardText}
            </Text>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="3" ms={{ base: '7', sm: '0' }}>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="20" textAlign="end">
          ¥{intl.formatNumber(price, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
        </Text>
        {chosen && (
          <NumberInput.Root
            size="xs"
            w="20"
            min={1}
            max={999}
            value={String(chosen.count)}
            onValueChange={(e) => {
              if (Number.isFinite(e.valueAsNumber) && e.valueAsNumber >= 1) onCount(e.valueAsNumber);
            }}
            data-testid="param-count"
            data-name={option.displayName}
          >
            <NumberInput.Control />
            <NumberInput.Input aria-label={intl.formatMessage({ id: 'booking.samples.count' })} />
          </NumberInput.Root>
        )}
      </HStack>
    </Flex>
  );
}

function SampleCard({
  sample,
  index,
  active,
  onActivate,
}: {
  sample: WizardSample;
  index: number;
  active: boolean;
  onActivate: () => void;
}) {
  const intl = useIntl();
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const [options, setOptions] = useState<Load<TestParamOption[]>>({ status: 'loading' });
  const subtotal = sample.testParams.reduce((sum, p) => sum + Math.round(p.price * 100) * p.count, 0) / 100;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    api
      .getParamBySampleId(sample.testUnitSampleId, { signal: controller.signal, quiet: true })
      .then((data) => setOptions({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setOptions({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [api, active, sample.testUnitSampleId]);

  const setParams = (testParams: WizardTestParam[]) => actor.send({ type: 'SET_SAMPLE_PARAMS', index, testParams });
  const toggle = (option: TestParamOption, checked: boolean) =>
    setParams(
      checked
        ? [
            ...sample.testParams,
            { id: option.testParamId, name: option.displayName, price: priceOf(option.price), count: 1 },
          ]
        : sample.testParams.filter((p) => p.id !== option.testParamId),
    );
  const setCount = (id: string, count: number) =>
    setParams(sample.testParams.map((p) => (p.id === id ? { ...p, count } : p)));

  return (
    <Card.Root
      size="sm"
      data-testid="sample-entry"
      data-name={sample.sampleName}
      data-active={active || undefined}
      borderColor={active ? 'brand.solid' : 'border'}
    >
      <Card.Header py="2">
        <Flex gap="2" align="center">
          <Box as="button" flex="1" textAlign="start" onClick={onActivate} aria-expanded={active} minW="0">
            <Text fontWeight="semibold" truncate>
              {index + 1}. {sample.sampleName}
            </Text>
            <Text fontSize="xs" color={sample.testParams.length ? 'fg.muted' : 'fg.error'}>
              {sample.testParams.length
                ? intl.formatMessage({ id: 'booking.samples.paramCount' }, { n: sample.testParams.length })
                : intl.formatMessage({ id: 'booking.samples.noParams' })}
            </Text>
          </Box>
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="sample-subtotal">
            ¥{intl.formatNumber(subtotal, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={intl.formatMessage({ id: 'booking.samples.remove' }, { name: sample.sampleName })}
            data-testid="sample-remove"
            onClick={() => actor.send({ type: 'REMOVE_SAMPLE', index })}
          >
            <LuTrash2 />
          </IconButton>
        </Flex>
      </Card.Header>
      {active && (
        <Card.Body pt="0">
          {options.status === 'loading' && <Skeleton h="16" />}
          {options.status === 'error' && <Text color="fg.error">{options.message}</Text>}
          {options.status === 'ready' && options.data.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage({ id: 'booking.samples.noOptions' })}
            </Text>
          )}
          {options.status === 'ready' && (
            <Stack gap="0" divideY="1px">
              {options.data.map((option) => (
                <ParamRow
                  key={option.testParamId}
                  option={option}
                  chosen={sample.testParams.find((p) => p.id === option.testParamId)}
                  onToggle={(checked) => toggle(option, checked)}
                  onCount={(count) => setCount(option.testParamId, count)}
                />
              ))}
            </Stack>
          )}
        </Card.Body>
      )}
      {!active && sample.testParams.length > 0 && (
        <Card.Body pt="0">
          <Flex gap="1" wrap="wrap">
            {sample.testParams.map((p) => (
              <Badge key={p.id} variant="outline" size="sm">
                {p.name}
                {p.count > 1 ? ` ×${p.count}` : ''}
              </Badge>
            ))}
          </Flex>
        </Card.Body>
      )}
    </Card.Root>
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
