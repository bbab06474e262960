// /reportVerify (public, no sign-in): anyone holding a report's number and verification code checks that the report is
// genuine and sees its status, lab and issue date, and the chain of custody of each sample behind it (names masked,
// places rounded by the server). A wrong code says only that nothing matches. While the request's
// tenant (regional platform) is switched off, the page says so instead.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { useReportApi, type VerifyResult } from '../../api/report';
import { PublicCard } from '../../components/PublicCard';
import { isSwitchedOff, useSessionTenant } from '../../session/SessionTenant';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Text } from '../../ui/chakra';
import { InlineAlert } from '../../ui/InlineAlert';
import { TextField } from '../../ui/TextField';
import { formatDate } from '../../utils/format';
import { PlatformOff, useTenantName } from '../login/TenantLine';
import { CustodyTrail } from '../samples/CustodyTrail';
import { ReportStatusBadge } from './status';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'answer'; result: VerifyResult }
  | { kind: 'error'; message: string };

/** What a person types to check a report. */
const CODES = [
  { name: 'reportNumber', label: 'reports.reportNumber', testId: 'verify-number', maxLength: 64 },
  { name: 'authCode', label: 'reports.authCode', testId: 'verify-code', maxLength: 32 },
] as const;

export function ReportVerifyPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const api = useReportApi();
  const [input, setInput] = useState({ reportNumber: '', authCode: '' });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const ready = input.reportNumber.trim() !== '' && input.authCode.trim() !== '';

  const check = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const result = await api.verifyReport(input.reportNumber.trim(), input.authCode.trim(), { quiet: true });
      setOutcome({ kind: 'answer', result });
    } catch (error) {
      setOutcome({ kind: 'error', message: (error as ApiError).message });
    }
  };
  const report = outcome.kind === 'answer' ? outcome.result.report : null;
  const tenant = useSessionTenant().load;
  const tenantName = useTenantName(tenant);
  const backToLogin = (
    <RouterLink to="/login" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
      {t('account.backToLogin')}
    </RouterLink>
  );

  if (isSwitchedOff(tenant) && tenantName !== null) {
    return (
      <PublicCard testId="report-verify" title={t('reportVerify.title')}>
        <PlatformOff name={tenantName} />
        {backToLogin}
      </PublicCard>
    );
  }

  return (
    <PublicCard
      as="form"
      testId="report-verify"
      title={t('reportVerify.title')}
      intro={t('reportVerify.intro')}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (ready) void check();
      }}
    >
      {CODES.map(({ name, label, testId, maxLength }) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          testId={testId}
          required
          maxLength={maxLength}
          autoComplete="off"
          value={input[name]}
          onChange={(value) => setInput({ ...input, [name]: value })}
        />
      ))}
      <Button size="md" type="submit" disabled={!ready} loading={outcome.kind === 'busy'} data-testid="verify-submit">
        {t('reportVerify.check')}
      </Button>
      {outcome.kind === 'error' && <InlineAlert status="error" title={outcome.message} testId="verify-error" />}
      {outcome.kind === 'answer' && !report && (
        <InlineAlert
          status="warning"
          title={t('reportVerify.noMatch')}
          description={t('reportVerify.noMatchHint')}
          testId="verify-no-match"
        />
      )}
      {report && (
        <Alert.Root status="success" data-testid="verify-genuine">
          <Alert.Indicator />
          <Alert.Content gap="1">
            <Alert.Title>{t('reportVerify.genuine', { reportNumber: report.reportNumber })}</Alert.Title>
            <Text fontSize="sm">
              {t('reports.status')}: <ReportStatusBadge status={report.reportStatus} />
            </Text>
            <Text fontSize="sm">{t('reportVerify.lab', { lab: report.testUnitName })}</Text>
            <Text fontSize="sm">
              {t('reportVerify.issued', {
                date: report.issueTime ? formatDate(report.issueTime) : t('reportVerify.notIssued'),
              })}
            </Text>
          </Alert.Content>
        </Alert.Root>
      )}
      {report && report.samples.length > 0 && (
        <section data-testid="verify-samples">
          <Text fontWeight="semibold">{t('reportVerify.samples')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('reportVerify.samplesNote')}
          </Text>
          {report.samples.map((sample) => (
            <div key={sample.labelCode} data-testid="verify-sample" data-label-code={sample.labelCode}>
              <Text fontSize="sm" fontFamily="mono" marginTop="2">
                {sample.labelCode} · {sample.sampleName}
              </Text>
              <CustodyTrail events={sample.trail} digits={2} />
            </div>
          ))}
        </section>
      )}
      {backToLogin}
    </PublicCard>
  );
}
