import { useEffect, useState } from 'react';
import { LuMaximize, LuMinimize } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { toaster } from '../../ui/toaster';
import { Tooltip } from '../../ui/tooltip';
import { ToolButton } from './ToolButton';

export function Screenfull() {
  const intl = useIntl();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const label = intl.formatMessage({ id: full ? 'navbar.exitFullScreen' : 'navbar.fullScreen' });
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'navbar.fullScreenUnsupported' }) });
      return;
    }
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() =>
      toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'navbar.fullScreenUnsupported' }) }),
    );
  };
  return (
    <Tooltip content={label}>
      <ToolButton aria-label={label} onClick={toggle} data-testid="fullscreen">
        {full ? <LuMinimize /> : <LuMaximize />}
      </ToolButton>
    </Tooltip>
  );
}
