import type { UploadMessageId } from './messages';

export const uploadMessagesAr: Record<UploadMessageId, string> = {
  'upload.image.prompt': 'اسحب صورة وأفلتها هنا أو انقر لاختيارها',
  'upload.image.hint': 'صورة واحدة بصيغة PNG أو JPEG، بحجم 10 ميغابايت على الأكثر.',
  'upload.image.remove': 'إزالة الصورة',
  'upload.progress': 'جار رفع الملف',
  'upload.camera': 'التقاط صورة',
  'upload.tooLarge': 'يتجاوز الملف الحجم الأقصى المسموح به وهو 10 ميغابايت (10 000 000 بايت).',
};
