// The parts of a lab's detail page as a consignor sees it: the lab's card (name, address, phone, introduction, and
// for a consignor the booking button), its qualifications, its addresses and its newest announcements.

import type { ReactNode } from 'react';
import { LuCalendarPlus, LuMapPin, LuPhone } from 'react-icons/lu';
import type { LabDetail, LabNotice } from '../../api/units';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Line, PageHead } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { Section } from '../consignment/Section';
import { logoSrc } from '../unit-admin/logoSrc';
import styles from './LabDetail.module.css';

/** The page's list sections: title, test id and what shows when the list is empty. */
const SECTIONS = {
  qualifications: ['unitAdmin.tab.qualifications', 'org-qualifications', 'unitAdmin.qualification.empty'],
  addresses: ['unitAdmin.tab.addresses', 'org-addresses', 'unitAdmin.address.empty'],
  notices: ['testingOrg.notices', 'org-notices', 'testingOrg.noNotices'],
} as const;

/** A list section of the page: a placeholder while `items` is null, its empty text when there are none. */
function ItemsSection<T>({
  name,
  items,
  children,
}: {
  name: keyof typeof SECTIONS;
  items: readonly T[] | null;
  children(items: readonly T[]): ReactNode;
}) {
  const t = useT();
  const [title, testId, empty] = SECTIONS[name];
  return (
    <Section title={t(title)} testId={testId}>
      {items === null ? (
        <Skeleton height="4rem" />
      ) : items.length === 0 ? (
        <Line muted>{t(empty)}</Line>
      ) : (
        children(items)
      )}
    </Section>
  );
}

/** onBook: only for a consignor, who may book a test with the lab. */
export function LabCard({ lab, onBook }: { lab: LabDetail; onBook?: () => void }) {
  const t = useT();
  const region = [lab.sheng, lab.shi].filter(Boolean).join('');
  return (
    <Card size="md">
      <div className={styles.card}>
        {lab.logoPath && <img src={logoSrc(lab.logoPath)} alt="" className={styles.logo} />}
        <div className={styles.about}>
          <PageHead title={lab.testUnitName} testId="org-name" />
          <div className={styles.facts}>
            {(region || lab.regAddress) && (
              <div className={styles.fact}>
                <LuMapPin />
                <Line>{[region, lab.regAddress].filter(Boolean).join(' ')}</Line>
              </div>
            )}
            {lab.contactPhone && (
              <div className={styles.fact}>
                <LuPhone />
                <Line>{lab.contactPhone}</Line>
              </div>
            )}
          </div>
          {lab.inroduce && <p className={styles.intro}>{lab.inroduce}</p>}
        </div>
        {onBook && (
          <Button onClick={onBook} data-testid="org-book">
            <LuCalendarPlus />
            {t('testingOrg.book')}
          </Button>
        )}
      </div>
    </Card>
  );
}

export function LabQualifications({ lab }: { lab: LabDetail }) {
  return (
    <ItemsSection name="qualifications" items={lab.qualificationNameList}>
      {(names) => (
        <div className={styles.badges}>
          {names.map((name) => (
            <Badge key={name} size="lg" palette="blue" variant="subtle">
              {name}
            </Badge>
          ))}
        </div>
      )}
    </ItemsSection>
  );
}

export function LabAddresses({ lab }: { lab: LabDetail }) {
  const t = useT();
  return (
    <ItemsSection name="addresses" items={lab.unitAddressList}>
      {(addresses) => (
        <div className={styles.list}>
          {addresses.map((a) => (
            <div key={a.id} className={styles.address}>
              <div className={styles.addressTop}>
                <Line weight="medium">{a.addressText}</Line>
                {a.isMain && <Badge palette="green">{t('unitAdmin.address.main')}</Badge>}
                {a.tagTitle && (
                  <Badge palette="gray" variant="outline">
                    {a.tagTitle}
                  </Badge>
                )}
              </div>
              <Line muted>{[a.addressDetail, a.person, a.personPhone].filter(Boolean).join(' · ')}</Line>
            </div>
          ))}
        </div>
      )}
    </ItemsSection>
  );
}

/** notices null: still loading. */
export function LabNotices({ notices }: { notices: LabNotice[] | null }) {
  return (
    <ItemsSection name="notices" items={notices}>
      {(shown) => (
        <div className={styles.notices}>
          {shown.map((n) => (
            <div key={n.id}>
              <div className={styles.noticeTop}>
                <Line weight="medium">{n.title}</Line>
                <Line size="sm" muted className={styles.noticeDate}>
                  {formatDate(n.sendTime)}
                </Line>
              </div>
              <Line size="sm" muted clamp className={styles.noticeText}>
                {n.content}
              </Line>
            </div>
          ))}
        </div>
      )}
    </ItemsSection>
  );
}
