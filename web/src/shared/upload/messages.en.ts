import type { UploadMessageId } from './messages';

export const uploadMessagesEn: Record<UploadMessageId, string> = {
  'upload.image.prompt': 'Drop an image here or click to browse',
  'upload.image.hint': 'One PNG or JPEG image, 10 MB at most.',
  'upload.image.remove': 'Remove the image',
  'upload.progress': 'Uploading the file',
  'upload.camera': 'Take a photo',
  'upload.tooLarge': 'The file exceeds the 10 MB (10,000,000 bytes) limit.',
};
