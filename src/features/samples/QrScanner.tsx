// Reads a label's QR code from the camera: the back camera's video, polled by the Web BarcodeDetector API. The
// decoder is the barcode-detector ponyfill (zxing-cpp in WebAssembly), used in every browser so each reads the same;
// its .wasm is a file of our own build (Vite's ?url), never a CDN. Stops the camera when it unmounts or reads a code.
import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/ponyfill';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import styles from './Samples.module.css';

setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

/** How often a frame is decoded: often enough to feel instant, rarely enough to leave a phone's CPU for the video. */
const POLL_MS = 200;

export interface QrScannerProps {
  /** The first code read; the camera stops. */
  onCode(code: string): void;
}

export function QrScanner({ onCode }: QrScannerProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    const poll = async () => {
      const element = video.current;
      if (!alive || !element) return;
      if (element.readyState >= 2) {
        const found = await detector.detect(element).catch(() => []);
        const code = found[0]?.rawValue;
        if (code && alive) {
          alive = false;
          latest.current(code);
          return;
        }
      }
      timer = setTimeout(poll, POLL_MS);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        stream = s;
        if (!alive || !video.current) return;
        video.current.srcObject = s;
        void video.current.play().catch(() => undefined);
        void poll();
      })
      .catch(() => alive && setFailed(true));
    if (!navigator.mediaDevices) setFailed(true);
    return () => {
      alive = false;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (failed) return <p role="alert">{intl.formatMessage({ id: 'samples.scan.noCamera' })}</p>;
  return (
    <video
      ref={video}
      className={styles.video}
      muted
      playsInline
      aria-label={intl.formatMessage({ id: 'samples.scan.camera' })}
      data-testid="qr-scanner"
    />
  );
}
