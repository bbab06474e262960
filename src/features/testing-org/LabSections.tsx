// The parts of a lab's detail page as a consignor sees it: the lab's card (name, address, phone, introduction, and
// for a consignor the booking button), its qualifications, its addresses and its newest announcements.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarPlus, LuMapPin, LuPhone } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { LabDetail, LabNotice } from '../../api/units';
import { formatDate } from '../../utils/format';
import { logoSrc } from '../unit-admin/LogoField';

const useT = () => {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: key });
};

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header pb="0">
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** onBook: only for a consignor, who may book a test with the lab. */
export function LabCard({ lab, onBook }: { lab: LabDetail; onBook?: () => void }) {
  const t = useT();
  const region = [lab.sheng, lab.shi].filter(Boolean).join('');
  return (
    <Card.Root>
      <Card.Body>
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
            <Button size="sm" onClick={onBook} data-testid="org-book">
              <LuCalendarPlus />
              {t('testingOrg.book')}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export function LabQualifications({ lab }: { lab: LabDetail }) {
  const t = useT();
  return (
    <Section title={t('unitAdmin.tab.qualifications')} testId="org-qualifications">
      {lab.qualificationNameList.length === 0 ? (
        <Text color="fg.muted">{t('unitAdmin.qualification.empty')}</Text>
      ) : (
        <Flex gap="2" wrap="wrap">
          {lab.qualificationNameList.map((name) => (
            <Badge key={name} size="lg" colorPalette="blue" variant="subtle">
              {name}
            </Badge>
          ))}
        </Flex>
      )}
    </Section>
  );
}

export function LabAddresses({ lab }: { lab: LabDetail }) {
  const t = useT();
  return (
    <Section title={t('unitAdmin.tab.addresses')} testId="org-addresses">
      {lab.unitAddressList.length === 0 ? (
        <Text color="fg.muted">{t('unitAdmin.address.empty')}</Text>
      ) : (
        <Stack gap="2">
          {lab.unitAddressList.map((a) => (
            <Box key={a.id} fontSize="sm">
              <HStack gap="2">
                <Text fontWeight="medium">{a.addressText}</Text>
                {a.isMain && <Badge colorPalette="green">{t('unitAdmin.address.main')}</Badge>}
                {a.tagTitle && <Badge variant="outline">{a.tagTitle}</Badge>}
              </HStack>
              <Text color="fg.muted">{[a.addressDetail, a.person, a.personPhone].filter(Boolean).join(' · ')}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** notices null: still loading. */
export function LabNotices({ notices }: { notices: LabNotice[] | null }) {
  const t = useT();
  return (
    <Section title={t('testingOrg.notices')} testId="org-notices">
      {notices === null ? (
        <Skeleton h="16" />
      ) : notices.length === 0 ? (
        <Text color="fg.muted">{t('testingOrg.noNotices')}</Text>
      ) : (
        <Stack gap="3">
          {notices.map((n) => (
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
    </Section>
  );
}
