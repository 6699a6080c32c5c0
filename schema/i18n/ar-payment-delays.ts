import type { frPaymentDelays } from './fr-payment-delays';

export const arPaymentDelays: Record<keyof typeof frPaymentDelays, string> = {
  'purchase.dueDate.invalid': 'تاريخ استحقاق غير صالح (YYYY-MM-DD)',
  'purchase.dueDate.range':
    'يجب أن يقع تاريخ الاستحقاق بين تاريخ الشراء و120 يوما بعده (القانون رقم 69.21)؛ اتركه فارغا لتطبيق الأجل القانوني المحدد في 60 يوما.',
  'paymentDelays.period.invalid': 'فترة غير صالحة: سنة (YYYY)، وبالنسبة للتصريح الربع سنوي، ربع من 1 إلى 4.',
  'paymentDelays.side.invalid': 'اتجاه غير صالح: EMISES (الفواتير الصادرة) أو RECUES (الفواتير الواردة).',
  'paymentDelays.date.invalid': 'تاريخ غير صالح (YYYY-MM-DD)',
  'paymentDelays.range.invalid': 'لا يمكن أن تسبق نهاية الفترة بدايتها',
};
