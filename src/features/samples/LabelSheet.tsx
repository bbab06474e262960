// The labels of a consignment laid out on the chosen stock: a page per sheet (or per roll label) at its printed size
// in mm, each label a QR code of its label code beside the code in letters, the consignment code, the sample's name
// and the date it was printed. The same pages are drawn in the preview and, through a portal under <body>, alone in
// print, with @page telling the browser the sheet's size and no margin, so nothing is scaled.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDate } from '../../utils/format';
import styles from './LabelSheet.module.css';
import type { LabelLayout } from './labelLayouts';
import { paginate } from './labelLayouts';

/** What a label shows. */
export interface LabelFace {
  labelCode: string;
  consignCode: string;
  sampleName: string;
  printedAt: string;
}

/** SVG data URLs of the QR codes of `codes` (vector, so a label printer's 203 dpi prints it sharp); {} until drawn. */
export function useQrSvgs(codes: readonly string[]): Readonly<Record<string, string>> {
  const [svgs, setSvgs] = useState<Record<string, string>>({});
  const key = codes.join(' ');
  useEffect(() => {
    let alive = true;
    const wanted = key === '' ? [] : key.split(' ');
    // The QR library is a chunk of its own, fetched the first time a code is drawn.
    import('qrcode')
      .then(({ default: QRCode }) =>
        Promise.all(
          wanted.map(async (code) => {
            const svg = await QRCode.toString(code, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
            return [code, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`] as const;
          }),
        ),
      )
      .then((pairs) => alive && setSvgs(Object.fromEntries(pairs)))
      .catch(() => alive && setSvgs({}));
    return () => {
      alive = false;
    };
  }, [key]);
  return svgs;
}

const mm = (n: number) => `${n}mm`;

function Label({ face, qr, size }: { face: LabelFace; qr?: string; size: LabelLayout['label'] }) {
  // The QR code takes the label's height less its padding, but leaves the text more than half a narrow label; at
  // least 15 mm, so a phone reads it at arm's length.
  const side = Math.max(15, Math.min(size.height - 3, size.width * 0.45));
  return (
    <div className={styles.label} data-testid="sample-label" data-label-code={face.labelCode}>
      {qr && <img className={styles.qr} src={qr} alt={face.labelCode} style={{ width: mm(side), height: mm(side) }} />}
      <div className={styles.text}>
        <span className={styles.code}>{face.labelCode.replace(/(.{4})(?=.)/g, '$1 ')}</span>
        <span className={styles.wrap}>{face.consignCode}</span>
        <span className={styles.name}>{face.sampleName}</span>
        <span>{formatDate(face.printedAt)}</span>
      </div>
    </div>
  );
}

function Pages({
  faces,
  layout,
  qrs,
}: {
  faces: readonly LabelFace[];
  layout: LabelLayout;
  qrs: Record<string, string>;
}) {
  const { page, label, margin, gap, columns, rows } = layout;
  return paginate(faces, layout).map((onPage) => (
    <div
      key={onPage[0]?.labelCode}
      className={styles.page}
      style={{
        width: mm(page.width),
        height: mm(page.height),
        padding: `${mm(margin.top)} 0 0 ${mm(margin.left)}`,
        gridTemplateColumns: `repeat(${columns}, ${mm(label.width)})`,
        gridTemplateRows: `repeat(${rows}, ${mm(label.height)})`,
        columnGap: mm(gap.column),
        rowGap: mm(gap.row),
      }}
    >
      {onPage.map((face) => (
        <Label key={face.labelCode} face={face} qr={qrs[face.labelCode]} size={label} />
      ))}
    </div>
  ));
}

export interface LabelSheetProps {
  faces: readonly LabelFace[];
  layout: LabelLayout;
}

/** The preview on screen, and the same pages under <body> for print. */
export function LabelSheet({ faces, layout }: LabelSheetProps) {
  const qrs = useQrSvgs(faces.map((f) => f.labelCode));
  const pageRule = `@page { size: ${mm(layout.page.width)} ${mm(layout.page.height)}; margin: 0; }`;
  return (
    <>
      <div className={styles.preview} data-testid="label-preview" data-layout={layout.id}>
        <Pages faces={faces} layout={layout} qrs={qrs} />
      </div>
      {typeof document !== 'undefined' &&
        createPortal(
          <div className={styles.printRoot} data-testid="label-print-root">
            <style>{`@media print { ${pageRule} html, body { margin: 0 !important; background: #fff !important; } }`}</style>
            <Pages faces={faces} layout={layout} qrs={qrs} />
          </div>,
          document.body,
        )}
    </>
  );
}
