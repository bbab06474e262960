// 检测机构详情 (TestingOrgDetail/:id): one active lab as a consignor sees it — introduction, qualifications,
// addresses, its test parameters and prices, and its newest announcements; from here the consignor books.
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCalendarPlus, LuMapPin, LuPhone } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { type LabDetail, type LabNotice, useUnitApi } from '../../api/units';
import { useSession } from '../../session/SessionProvider';
import { selectRoles } from '../../session/selectors';
import { formatDate } from '../../utils/format';
import { WIZARD_PATH } from '../booking/paths';
import { ErrorPage } from '../errors/ErrorPage';
import { logoSrc } from '../unit-admin/LogoField';
import { PriceList } from './PriceList';

/** The lab's newest announcements; none when the call fails. */
function useLabNotices(labId: string | undefined): LabNotice[] | null {
  const api = useUnitApi();
  const [notices, setNotices] = useState<LabNotice[] | null>(null);
  useEffect(() => {
    if (labId) api.labNotices(labId).then(setNotices, () => setNotices([]));
  }, [api, labId]);
  return notices;
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header pb="0">
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function TestingOrgDetailPage() {
  const { id } = useParams();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const api = useUnitApi();
  const navigate = useNavigate();
  const roles = useSession(selectRoles);
  const [lab, setLab] = useState<LabDetail | null | 'missing'>(null);
  const notices = useLabNotices(lab && lab !== 'missing' ? lab.id : undefined);

  useEffect(() => {
    if (!id) return;
    setLab(null);
    api.getLabDetail(id).then(setLab, () => setLab('missing'));
  }, [api, id]);

  if (lab === 'missing') return <ErrorPage code={404} />;
  if (!lab) {
    return (
      <Stack p="4" gap="3" aria-busy="true">
        <Skeleton h="24" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  const region = [lab.sheng, lab.shi].filter(Boolean).join('');
  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} data-testid="testing-org-detail">
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
            {roles.includes('consignor') && (
              <Button size="sm" onClick={() => navigate(WIZARD_PATH)} data-testid="org-book">
                <LuCalendarPlus />
                {t('testingOrg.book')}
              </Button>
            )}
          </Flex>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
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
      </SimpleGrid>

      <Section title={t('testingOrg.prices')} testId="org-prices">
        <PriceList labId={lab.id} labName={lab.testUnitName} />
      </Section>

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
    </Stack>
  );
}
