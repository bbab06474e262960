// A unit's own information page (a lab's organisation, a consigning unit's centre): the information card (logo,
// fields, save) of its draft, its images and certificates (the attachment panel), then the page's other cards; a
// placeholder while the unit is read. Drawn with plain elements (a step to a plain unit centre, issue 12).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UnitKind } from '../../api/units';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { LazyAttachmentPanel } from '../attachments/LazyAttachmentPanel';
import { OWN_UNIT_FILE_RIGHTS } from '../attachments/rules';
import { LogoField } from './LogoField';
import styles from './OwnUnitPage.module.css';

/** One titled card of the page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="md" heading="h2" title={title}>
      {children}
    </Card>
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
      <div className={styles.placeholder} aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid={testId}>
      <SectionCard title={intl.formatMessage({ id: title })}>
        <LogoField
          kind={kind}
          logoPath={stored.logoPath}
          onUploaded={(logoPath) => draft.setStored({ ...stored, logoPath })}
        />
        {fields}
        <div className={styles.actions}>
          <Button loading={draft.saving} onClick={draft.save} data-testid={saveTestId}>
            {intl.formatMessage({ id: 'unitAdmin.save' })}
          </Button>
        </div>
      </SectionCard>
      <LazyAttachmentPanel
        holder={{ foreignTable: kind === 'testUnit' ? 'TestUnit' : 'ConsignUnit', foreignKey: stored.id }}
        rights={OWN_UNIT_FILE_RIGHTS}
        whenInView
        title={intl.formatMessage({ id: 'attachments.unitImages' })}
      />
      {children}
    </div>
  );
}
