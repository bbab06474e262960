// The attachment panel as the screens place it: its code (and the preview's) is a chunk of its own, loaded when a
// panel is first drawn, so that the screens that hold one do not grow by it. A plain screen that holds one below its
// first view (the unit centre) asks for it `whenInView`: neither it nor Chakra's provider loads with the page, only
// when its place comes into sight (issue 12). Until then, and while it loads, a plain placeholder holds its place.
import { lazy, type Ref, Suspense, useRef } from 'react';
import { ChakraScope, loadChakra } from '../../ui/chakra-scope';
import { useNear } from '../../utils/useNear';
import type { AttachmentPanelProps } from './AttachmentPanel';
import styles from './LazyAttachmentPanel.module.css';

const loadPanel = () => import('./AttachmentPanel');
const Panel = lazy(async () => ({ default: (await loadPanel()).AttachmentPanel }));

/** The provider and the panel's chunk fetched at once, not one after the other. */
function preload() {
  void loadChakra();
  void loadPanel();
}

function Placeholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.placeholder} aria-hidden="true" data-testid="attachments-loading" />;
}

export function LazyAttachmentPanel({ whenInView = false, ...props }: AttachmentPanelProps & { whenInView?: boolean }) {
  return whenInView ? (
    <InView {...props} />
  ) : (
    <Suspense fallback={<Placeholder />}>
      <Panel {...props} />
    </Suspense>
  );
}

/** Drawn once in sight, in Chakra's provider (the screen may be a plain one). */
function InView(props: AttachmentPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, preload, '0px');
  return near ? (
    <ChakraScope fallback={<Placeholder />}>
      <Panel {...props} />
    </ChakraScope>
  ) : (
    <Placeholder ref={ref} />
  );
}
