// The printable consignment form: rendered into <body> beside the app, hidden on screen and shown alone in print
// (@media print hides everything else). The QR code carries the consignCode.

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Consignment } from '../../api/consignment';
import { Box, Flex, Heading, Image, Table, Text } from '../../ui/chakra';
import { formatDate } from '../../utils/format';
import { ParamColumnHeaders, paramAmount } from './paramColumns';
import { money, statusLabelKey, typeLabelKey } from './status';

export const PRINT_ROOT_CLASS = 'lc-print-root';

/** Print rules: only the printable form shows; the shell and dialogs do not. */
export const PRINT_CSS = `
.${PRINT_ROOT_CLASS} { display: none; }
@media print {
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { display: block !important; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  @page { margin: 12mm; }
}`;

/** The QR code of `text` as a data URL (null until drawn). */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // The QR library is a chunk of its own, fetched the first time a code is drawn.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width: 160, errorCorrectionLevel: 'M' }))
      .then((u) => alive && setUrl(u))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, [text]);
  return url;
}

function Cell({ label, value }: { label: string; value?: string | number | null }) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold" w="28%" bg="gray.50">
        {label}
      </Table.Cell>
      <Table.Cell>{value === null || value === undefined || value === '' ? '—' : value}</Table.Cell>
    </Table.Row>
  );
}

/** The form itself (also shown in the preview dialog). */
export function PrintableForm({ consignment: c, qr }: { consignment: Consignment; qr: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const statusKey = statusLabelKey(c.consignStatus);
  const typeKey = typeLabelKey(c.consignType);
  return (
    <Box bg="white" color="black" fontSize="12px" data-testid="printable-consignment">
      <Flex justify="space-between" align="flex-start" gap="4" mb="3">
        <Box>
          <Heading size="lg">{t('consignment.print.title')}</Heading>
          <Text>
            {t('consignment.field.consignCode')}: <b>{c.consignCode}</b>
          </Text>
          <Text>
            {[typeKey && t(typeKey), statusKey ? t(statusKey) : c.consignStatusStr].filter(Boolean).join(' · ')}
          </Text>
          <Text>
            {t('consignment.field.commitConsignTime')}:{' '}
            {c.commitConsignTime ? formatDate(c.commitConsignTime, true) : '—'}
          </Text>
        </Box>
        {qr && <Image src={qr} alt={c.consignCode} boxSize="110px" data-testid="consignment-qr" />}
      </Flex>
      <Table.Root size="sm" showColumnBorder variant="outline" mb="3">
        <Table.Body>
          <Cell label={t('consignment.field.testUnitName')} value={c.testUnitName} />
          <Cell label={t('consignment.field.testUnitAddress')} value={c.testUnitAddressDetail} />
          <Cell label={t('consignment.field.consignUnitName')} value={c.consignUnitName} />
          <Cell label={t('consignment.field.projectName')} value={c.projectName} />
          <Cell
            label={t('consignment.field.linkPerson')}
            value={[c.linkPerson, c.linkPersonPhone].filter(Boolean).join(' ')}
          />
          <Cell
            label={t('consignment.section.witness')}
            value={[c.jzunit, c.jhperson, c.jzcardNo, c.jzphone].filter(Boolean).join(' · ')}
          />
          <Cell label={t('consignment.field.mailOrderNumber')} value={c.mailOrderNumber} />
          <Cell label={t('consignment.field.memo')} value={c.memo} />
        </Table.Body>
      </Table.Root>
      <Table.Root size="sm" showColumnBorder variant="outline">
        <Table.Header>
          <Table.Row>
            <ParamColumnHeaders before={['#', t('consignment.print.sample')]} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {c.samples.flatMap((s, i) =>
            s.params.map((p, j) => (
              <Table.Row key={`${s.id}-${p.tuTestParamId}`}>
                <Table.Cell>{j === 0 ? i + 1 : ''}</Table.Cell>
                <Table.Cell>{j === 0 ? s.testUnitSampleName : ''}</Table.Cell>
                <Table.Cell>{p.tuTestParamName}</Table.Cell>
                <Table.Cell>{p.standardText || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{money(p.tuTestParamPrice)}</Table.Cell>
                <Table.Cell textAlign="end">{p.tuTestParamCount}</Table.Cell>
                <Table.Cell textAlign="end">{paramAmount(p)}</Table.Cell>
              </Table.Row>
            )),
          )}
          <Table.Row>
            <Table.Cell colSpan={6} textAlign="end" fontWeight="bold">
              {t('consignment.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold">
              {money(c.totalPrice)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Flex mt="8" justify="space-between" gap="4">
        <Text>{t('consignment.print.consignorSign')}: ____________</Text>
        <Text>{t('consignment.print.labSign')}: ____________</Text>
      </Flex>
    </Box>
  );
}

/** The form in a print-only container under <body>. Mount it while printing (or always: it is invisible on screen). */
export function PrintableConsignment({ consignment }: { consignment: Consignment }) {
  const qr = useQrCode(consignment.consignCode);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={PRINT_ROOT_CLASS}>
      <style>{PRINT_CSS}</style>
      <PrintableForm consignment={consignment} qr={qr} />
    </div>,
    document.body,
  );
}
