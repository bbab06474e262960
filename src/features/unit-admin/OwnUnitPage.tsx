// A unit's own information page (a lab's organisation, a consigning unit's centre): the information card (logo,
// fields, save) of its draft, its images and certificates (the attachment panel), then the page's other cards; a
// placeholder while the unit is read.
import { Button, Card, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UnitKind } from '../../api/units';
import { LazyAttachmentPanel } from '../attachments/LazyAttachmentPanel';
import { OWN_UNIT_FILE_RIGHTS } from '../attachments/rules';
import { LogoField } from './LogoField';

/** One titled card of the page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Each kind's page: its test id, the information card's title, its save button's test id. */
const PAGES = {
  testUnit: { testId: 'lab-organisation', title: 'unitAdmin.labCentre.info', saveTestId: 'lab-organisation-save' },
  consignUnit: { testId: 'consign-unit-info', title: 'unitAdmin.consignUnit.info', saveTestId: 'consign-unit-save' },
} as const;

interface OwnUnitDraft<S extends { id: string; logoPath: string | null }> {
  stored: S | null;
  setStored(unit: NoInfer<S>): void;
  save(): void;
  saving: boolean;
}

export function OwnUnitPage<S extends { id: string; logoPath: string | null }>({
  kind,
  draft,
  fields,
  children,
}: {
  kind: UnitKind;
  draft: OwnUnitDraft<S>;
  /** The information card's fields. */
  fields: ReactNode;
  /** The page's other cards. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const { testId, title, saveTestId } = PAGES[kind];
  const { stored } = draft;
  if (!stored) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="4xl" data-testid={testId}>
      <SectionCard title={intl.formatMessage({ id: title })}>
        <LogoField
          kind={kind}
          logoPath={stored.logoPath}
          onUploaded={(logoPath) => draft.setStored({ ...stored, logoPath })}
        />
        {fields}
        <HStack justify="end">
          <Button size="sm" loading={draft.saving} onClick={draft.save} data-testid={saveTestId}>
            {intl.formatMessage({ id: 'unitAdmin.save' })}
          </Button>
        </HStack>
      </SectionCard>
      <LazyAttachmentPanel
        holder={{ foreignTable: kind === 'testUnit' ? 'TestUnit' : 'ConsignUnit', foreignKey: stored.id }}
        rights={OWN_UNIT_FILE_RIGHTS}
        title={intl.formatMessage({ id: 'attachments.unitImages' })}
      />
      {children}
    </Stack>
  );
}
