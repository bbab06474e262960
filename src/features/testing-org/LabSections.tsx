// The parts of a lab's detail page as a consignor sees it: the lab's card (name, address, phone, introduction, and
// for a consignor the booking button), its qualifications, its addresses and its newest announcements.

import type { ReactNode } from 'react';
import { LuCalendarPlus, LuMapPin, LuPhone } from 'react-icons/lu';
import type { LabDetail, LabNotice } from '../../api/units';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Box, Flex, Heading, HStack, Image, Stack, Text } from '../../ui/chakra';
import { Skeleton } from '../../ui/Skeleton';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { Section } from '../consignment/Section';
import { logoSrc } from '../unit-admin/logoSrc';

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
        <Text color="fg.muted">{t(empty)}</Text>
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
      <Flex gap="4" align="start" wrap="wrap">
        {lab.logoPath && <Image src={logoSrc(lab.logoPath)} alt="" boxSize="16" objectFit="contain" />}
        <Stack gap="2" flex="1" minW="0">
          <Heading size="lg" data-testid="org-name">
            {lab.testUnitName}
          </Heading>
          <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
            {(region || lab.regAddress) && (
              <HStack gap="1">
                <LuMapPin />
                <Text>{[region, lab.regAddress].filter(Boolean).join(' ')}</Text>
              </HStack>
            )}
            {lab.contactPhone && (
              <HStack gap="1">
                <LuPhone />
                <Text>{lab.contactPhone}</Text>
              </HStack>
            )}
          </Flex>
          {lab.inroduce && <Text whiteSpace="pre-wrap">{lab.inroduce}</Text>}
        </Stack>
        {onBook && (
          <Button onClick={onBook} data-testid="org-book">
            <LuCalendarPlus />
            {t('testingOrg.book')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

export function LabQualifications({ lab }: { lab: LabDetail }) {
  return (
    <ItemsSection name="qualifications" items={lab.qualificationNameList}>
      {(names) => (
        <Flex gap="2" wrap="wrap">
          {names.map((name) => (
            <Badge key={name} size="lg" palette="blue" variant="subtle">
              {name}
            </Badge>
          ))}
        </Flex>
      )}
    </ItemsSection>
  );
}

export function LabAddresses({ lab }: { lab: LabDetail }) {
  const t = useT();
  return (
    <ItemsSection name="addresses" items={lab.unitAddressList}>
      {(addresses) => (
        <Stack gap="2">
          {addresses.map((a) => (
            <Box key={a.id} fontSize="sm">
              <HStack gap="2">
                <Text fontWeight="medium">{a.addressText}</Text>
                {a.isMain && <Badge palette="green">{t('unitAdmin.address.main')}</Badge>}
                {a.tagTitle && (
                  <Badge palette="gray" variant="outline">
                    {a.tagTitle}
                  </Badge>
                )}
              </HStack>
              <Text color="fg.muted">{[a.addressDetail, a.person, a.personPhone].filter(Boolean).join(' · ')}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </ItemsSection>
  );
}

/** notices null: still loading. */
export function LabNotices({ notices }: { notices: LabNotice[] | null }) {
  return (
    <ItemsSection name="notices" items={notices}>
      {(shown) => (
        <Stack gap="3">
          {shown.map((n) => (
            <Box key={n.id}>
              <Flex justify="space-between" gap="2">
                <Text fontWeight="medium">{n.title}</Text>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {formatDate(n.sendTime)}
                </Text>
              </Flex>
              <Text fontSize="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-wrap">
                {n.content}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </ItemsSection>
  );
}
