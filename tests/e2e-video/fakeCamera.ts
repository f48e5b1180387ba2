// A small camera for Chromium's fake device (`--use-file-for-fake-video-capture`): a Y4M clip of a bar moving over a
// gradient, 192×108 at 15 fps. Four members in one room are four encoders and twelve decoders on this 2-core box; at
// the built-in fake camera's 640×360 they starve each other (and the product) until the last member's first frame
// comes after every timeout. The media path is the same: real VP8 frames through the SFU, decoded with a real width.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WIDTH = 192;
const HEIGHT = 108;
const FPS = 15;
const FRAMES = 30;

/** Writes the clip (once per process) and returns its path. */
export function smallCameraClip(): string {
  const path = join(tmpdir(), `hookups-camera-${WIDTH}x${HEIGHT}.y4m`);
  const chroma = (WIDTH / 2) * (HEIGHT / 2);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < FRAMES; f++) {
    const luma = Buffer.alloc(WIDTH * HEIGHT);
    const bar = Math.floor((f / FRAMES) * WIDTH);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) luma[y * WIDTH + x] = Math.abs(x - bar) < 12 ? 235 : 16 + Math.floor((200 * (x + y)) / (WIDTH + HEIGHT));
    }
    parts.push(Buffer.from('FRAME\n'), luma, Buffer.alloc(chroma, 128 - f), Buffer.alloc(chroma, 128 + f));
  }
  writeFileSync(path, Buffer.concat(parts));
  return path;
}
