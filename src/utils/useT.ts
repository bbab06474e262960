// A component's translate function: t(id, values) is the message `id` in the reader's language (react-intl).
import { useIntl } from 'react-intl';

export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
