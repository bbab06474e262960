// Step 2: one of the consignor's own unit's projects (GetProjectList). Choosing one sends SELECT_PROJECT.

import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCatalogueApi } from '../../../api/catalogue';
import { useRead } from '../../../components/useRead';
import { InputGroup, Stack, Text } from '../../../ui/chakra';
import { Skeleton } from '../../../ui/Skeleton';
import { BookingWizard } from '../wizardActor';
import { ChoiceCard, ChoiceGrid } from './ChoiceGrid';
import { SearchInput, useDebounced } from './SearchInput';

const PROJECT_PAGE_SIZE = 50;

export function ChooseProjectStep() {
  const intl = useIntl();
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const projectId = BookingWizard.useSelector((s) => s.context.projectId);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);

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
        <SearchInput
          data-testid="project-search"
          value={search}
          label={intl.formatMessage({ id: 'booking.project.search' })}
          onSearch={setSearch}
        />
      </InputGroup>
      <ChoiceGrid
        read={projects}
        placeholder={<Skeleton height="6rem" />}
        empty={{ text: intl.formatMessage({ id: 'booking.project.none' }), testId: 'project-empty' }}
        role="radiogroup"
      >
        {(project) => {
          const selected = project.id === projectId;
          return (
            <ChoiceCard
              key={project.id}
              testId="project-option"
              name={project.projectName}
              selected={selected}
              onSelect={() =>
                actor.send({ type: 'SELECT_PROJECT', projectId: project.id, projectName: project.projectName })
              }
              role="radio"
              aria-checked={selected}
              gap={1}
            >
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
            </ChoiceCard>
          );
        }}
      </ChoiceGrid>
    </Stack>
  );
}
