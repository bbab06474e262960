import { useIntl } from 'react-intl';

/** A notice's type in the interface language (1 platform, 2 lab, 3 regulation). */
export function NoticeTypeLabel({ type }: { type: number }) {
  const intl = useIntl();
  const name = { 1: 'Platform', 2: 'TestUnit', 3: 'Regulation' }[type];
  return <>{name ? intl.formatMessage({ id: `enums.NoticeType.${name}` }) : type}</>;
}
