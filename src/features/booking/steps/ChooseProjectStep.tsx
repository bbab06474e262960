// Step 2: one of the consignor's own unit's projects (GetProjectList). Choosing one sends SELECT_PROJECT.
import { Alert, Card, Flex, Icon, Input, InputGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCircleCheck, LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCatalogueApi } from '../../../api/catalogue';
import { useRead } from '../../../components/useRead';
import { BookingWizard } from '../wizardActor';

const PROJECT_PAGE_SIZE = 50;

export function ChooseProjectStep() {
  const intl = useIntl();
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const projectId = BookingWizard.useSelector((s) => s.context.projectId);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const projects = useRead(
    ['BaProject/GetProjectList', 'booking', debounced],
    (signal) =>
      api.getProjectList(
        { search: debounced, skipCount: 0, maxResultCount: PROJECT_PAGE_SIZE },
        { signal, quiet: true },
      ),
    { keepPrevious: true },
  );

  return (
    <Stack gap="4">
      <InputGroup startElement={<LuSearch />} maxW={{ md: 'md' }}>
        <Input
          data-testid="project-search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={intl.formatMessage({ id: 'booking.project.search' })}
          aria-label={intl.formatMessage({ id: 'booking.project.search' })}
        />
      </InputGroup>
      {projects.status === 'loading' && <Skeleton h="24" rounded="md" />}
      {projects.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{projects.message}</Alert.Title>
        </Alert.Root>
      )}
      {projects.status === 'ready' && projects.data.items.length === 0 && (
        <Text color="fg.muted" data-testid="project-empty">
          {intl.formatMessage({ id: 'booking.project.none' })}
        </Text>
      )}
      {projects.status === 'ready' && projects.data.items.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" role="radiogroup">
          {projects.data.items.map((project) => {
            const selected = project.id === projectId;
            return (
              <Card.Root
                key={project.id}
                asChild
                role="radio"
                aria-checked={selected}
                textAlign="start"
                size="sm"
                data-testid="project-option"
                data-name={project.projectName}
                data-selected={selected || undefined}
                onClick={() =>
                  actor.send({ type: 'SELECT_PROJECT', projectId: project.id, projectName: project.projectName })
                }
                cursor="pointer"
                borderWidth={selected ? '2px' : '1px'}
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.subtle' : 'bg'}
                _hover={{ borderColor: 'brand.solid' }}
              >
                <button type="button">
                  <Card.Body gap="1">
                    <Flex justify="space-between" gap="2">
                      <Text fontWeight="semibold">{project.projectName}</Text>
                      {selected && <Icon as={LuCircleCheck} color="brand.solid" boxSize="5" flexShrink={0} />}
                    </Flex>
                    {project.projectCode && (
                      <Text fontSize="xs" color="fg.muted">
                        {project.projectCode}
                      </Text>
                    )}
                    {project.contractSectName && <Text fontSize="sm">{project.contractSectName}</Text>}
                    {project.description && (
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {project.description}
                      </Text>
                    )}
                  </Card.Body>
                </button>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
