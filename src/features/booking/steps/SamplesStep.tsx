// Step 4: samples from the lab's catalogue tree (GetSampleTree). Clicking a sample adds it (ADD_SAMPLE) and opens it
// (SampleCard) to tick parameters and fill in its fields; REMOVE_SAMPLE drops it.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueApi } from '../../../api/catalogue';
import { useRead } from '../../../components/useRead';
import { Alert, Box, Flex, Stack, Text } from '../../../ui/chakra';
import { Skeleton } from '../../../ui/Skeleton';
import { CatalogueTree } from '../../catalogue/CatalogueTree';
import { BookingWizard } from '../wizardActor';
import { SampleCard } from './SampleCard';

function useSampleTree(testUnitId: string) {
  const api = useCatalogueApi();
  return useRead(
    ['TuTestSample/GetSampleTree', testUnitId, 'as tree'],
    (signal) => api.getSampleTree(testUnitId, { signal, quiet: true }),
    { enabled: Boolean(testUnitId) },
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
  const pick = (node: { id: string; label: string }) => {
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
        {tree.status === 'loading' && <Skeleton height="10rem" />}
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
        {tree.status === 'ready' && tree.data.length > 0 && (
          <CatalogueTree
            nodes={tree.data}
            label={intl.formatMessage({ id: 'booking.samples.catalogue' })}
            testId="sample-tree"
            nodeTestId="sample-node"
            onPickLeaf={pick}
          />
        )}
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
