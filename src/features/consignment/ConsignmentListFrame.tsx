// ListFrame with the texts the lab's incoming list and the booking lists share (the total, the load failure).
import { useIntl } from 'react-intl';
import { ListFrame, type ListFrameProps } from '../../components/ListFrame';

export function ConsignmentListFrame<T>(props: Omit<ListFrameProps<T>, 'total' | 'errorTitle'>) {
  const intl = useIntl();
  return (
    <ListFrame
      total={(count) => intl.formatMessage({ id: 'labIncoming.total' }, { count })}
      errorTitle={intl.formatMessage({ id: 'labIncoming.loadFailed' })}
      {...props}
    />
  );
}
