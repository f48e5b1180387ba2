import sharp from 'sharp';
import { AVATAR_SIZE_PX, GROUP_HOOKUP_IMAGE_MAX_PX } from '~/common/constants';
import type { UploadImage } from '~/services/uploads/repository';

// Uploaded images are decoded and encoded again before they are stored (issue 20): what is served is an image and
// nothing else — a GIF header followed by HTML, or a PNG with a script chunk, does not survive — and metadata (EXIF
// location) is dropped. Bytes that start like an image but do not decode answer null.

/** "Images served resized for avatars": a square WebP, cropped to cover, turned upright by its EXIF orientation. */
export async function resizeAvatar(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A group hookup image in its own format (animation kept), upright, within GROUP_HOOKUP_IMAGE_MAX_PX a side. */
export async function reencodeImage(image: UploadImage): Promise<UploadImage | null> {
  try {
    const animated = image.contentType === 'image/gif' || image.contentType === 'image/webp';
    let pipeline = sharp(image.bytes, { failOn: 'error', animated })
      .rotate()
      .resize(GROUP_HOOKUP_IMAGE_MAX_PX, GROUP_HOOKUP_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true });
    switch (image.contentType) {
      case 'image/png':
        pipeline = pipeline.png();
        break;
      case 'image/webp':
        pipeline = pipeline.webp({ quality: 85 });
        break;
      case 'image/gif':
        pipeline = pipeline.gif();
        break;
      default:
        return { contentType: 'image/jpeg', bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer() };
    }
    return { contentType: image.contentType, bytes: await pipeline.toBuffer() };
  } catch {
    return null;
  }
}
