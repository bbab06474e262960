// The attachment panel as the screens place it: its code (and the preview's) is a chunk of its own, loaded when a
// panel is first drawn, so that the screens that hold one do not grow by it.
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { AttachmentPanelProps } from './AttachmentPanel';

const Panel = lazy(async () => ({ default: (await import('./AttachmentPanel')).AttachmentPanel }));

export function LazyAttachmentPanel(props: AttachmentPanelProps) {
  return (
    <Suspense fallback={<Skeleton h="24" borderRadius="md" data-testid="attachments-loading" />}>
      <Panel {...props} />
    </Suspense>
  );
}
