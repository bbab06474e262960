// A video file for Chromium's fake camera (--use-file-for-fake-video-capture): an image, centred on a white frame,
// as Y4M (YUV 4:2:0, the format Chromium reads), written in Node so the test needs no ffmpeg.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;
/** A few identical frames: Chromium loops the file, so the camera keeps showing the image. */
const FRAMES = 5;

/** Full-range BT.601 (JPEG's), the colour space the header's C420jpeg names. */
const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
const cb = (r: number, g: number, b: number) => 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
const cr = (r: number, g: number, b: number) => 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Writes `png` (no larger than 640 × 480) centred on a white 640 × 480 frame to `path` as Y4M. */
export function writeY4m(png: Buffer, path: string): void {
  const image = PNG.sync.read(png);
  if (image.width > WIDTH || image.height > HEIGHT) throw new Error(`image ${image.width}×${image.height} too large`);
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  const rgb = (x: number, y: number): [number, number, number] => {
    const ix = x - left;
    const iy = y - top;
    if (ix < 0 || iy < 0 || ix >= image.width || iy >= image.height) return [255, 255, 255];
    const at = (iy * image.width + ix) * 4;
    const alpha = (image.data[at + 3] ?? 255) / 255;
    const over = (c: number) => c * alpha + 255 * (1 - alpha);
    return [over(image.data[at] ?? 0), over(image.data[at + 1] ?? 0), over(image.data[at + 2] ?? 0)];
  };
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++)
    for (let col = 0; col < WIDTH; col++) y[row * WIDTH + col] = clamp(luma(...rgb(col, row)));
  // Each chroma sample is the mean of its 2 × 2 block.
  for (let row = 0; row < HEIGHT / 2; row++)
    for (let col = 0; col < WIDTH / 2; col++) {
      const block = [
        rgb(2 * col, 2 * row),
        rgb(2 * col + 1, 2 * row),
        rgb(2 * col, 2 * row + 1),
        rgb(2 * col + 1, 2 * row + 1),
      ];
      u[row * (WIDTH / 2) + col] = clamp(block.reduce((sum, p) => sum + cb(...p), 0) / 4);
      v[row * (WIDTH / 2) + col] = clamp(block.reduce((sum, p) => sum + cr(...p), 0) / 4);
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
