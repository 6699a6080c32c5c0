import type { CompanyMessageId } from './messages';

export const companyMessagesAr: Record<CompanyMessageId, string> = {
  'company.settings.title': 'الشركة',
  'company.settings.subtitle': 'إعدادات {name} التي تسري على جميع أوراشها.',
  'company.vat.title': 'نظام الضريبة على القيمة المضافة',
  'company.vat.help':
    'يحدد هذا النظام المبالغ التي تحتسب على أساسها الهوامش والمردودية، في مالية الأوراش والمالية الإجمالية ولوحة ' + 'القيادة وعمليات التصدير.',
  'company.vat.subject': 'خاضعة للضريبة على القيمة المضافة',
  'company.vat.subject.help':
    'تسترجع الشركة الضريبة على القيمة المضافة المؤداة عن مشترياتها وتدفع الضريبة التي تفوترها: الهامش = المداخيل دون ' +
    'احتساب الرسوم − (المشتريات دون احتساب الرسوم + اليد العاملة + المناولة). وتعرض الضريبة على القيمة المضافة ' +
    'المحصلة والقابلة للخصم والرصيد المستحق بشكل منفصل.',
  'company.vat.notSubject': 'غير خاضعة للضريبة على القيمة المضافة',
  'company.vat.notSubject.help':
    'مقاول ذاتي أو نشاط معفى: تعتبر الضريبة على القيمة المضافة المؤداة عن المشتريات تكلفة، والمداخيل دون ضريبة. ' +
    'الهامش = المداخيل − (المشتريات مع احتساب الرسوم + اليد العاملة + المناولة).',
  'company.unsaved': 'تعديلات غير محفوظة',
  'company.save': 'حفظ',
  'company.defaults.title': 'عروض الأثمان والفواتير',
  'company.defaults.help': 'القيم المقترحة لكل عرض أثمان جديد ولكل فاتورة جديدة؛ ويظل بالإمكان تعديلها في كل واحد منها.',
  'company.defaults.saved': 'تم حفظ القيم الافتراضية',
  'company.einvoicing.title': 'الفوترة الإلكترونية',
  'company.einvoicing.help':
    'تصادق المديرية العامة للضرائب على كل فاتورة في منصتها قبل أن تصل إلى الزبون (<nowrap>CGI art. 145-IX</nowrap>). ' +
    'ابتداء من هذا التاريخ، تُفحص كل فاتورة وكل فاتورة تصحيحية عند إصدارها (البيانات الإلزامية) ثم تُرسل ' +
    'إلى المنصة؛ ولا تُبعث إلى الزبون إلا بعد المصادقة عليها. اتركه فارغا إذا لم تكن الشركة معنية بعد.',
  'company.field.einvoicingFrom': 'معنية ابتداء من',
  'company.einvoicing.saved': 'تم حفظ الفوترة الإلكترونية',
  'company.field.quoteValidityDays': 'مدة صلاحية عرض الأثمان (بالأيام)',
  'company.field.paymentTermsDays': 'أجل الأداء (بالأيام)',
  'company.field.paymentTermsDays.note': 'القانون 69-21: 60 يوما في غياب اتفاق، و120 يوما على الأكثر.',
  'company.field.retentionRate': 'الاقتطاع الضامن (%)',
  'company.field.guaranteeMonths': 'مدة الضمان (بالأشهر)',
  'company.field.guaranteeMonths.note': 'من التسلم المؤقت إلى التسلم النهائي الذي يحرر الاقتطاع الضامن: من 0 إلى 60 شهرا.',
  'company.legal.title': 'البيانات القانونية',
  'company.legal.help': 'تطبع على عروض أثمانك وفواتيرك. لا يمكن إصدار فاتورة دون ICE والتعريف الضريبي (IF) والسجل التجاري (RC).',
  'company.legal.saved': 'تم حفظ البيانات القانونية',
  'company.field.logo': 'الشعار',
  'company.field.name': 'التسمية الاجتماعية',
  'company.field.legalForm': 'الشكل القانوني',
  'company.field.capital': 'رأس المال (بالدرهم)',
  'company.field.address': 'العنوان',
  'company.field.city': 'المدينة',
  'company.field.ice': 'ICE',
  'company.field.ice.note': '15 رقما',
  'company.field.fiscalId': 'التعريف الضريبي (IF)',
  'company.field.tradeRegister': 'السجل التجاري (RC)',
  'company.field.tradeRegisterCourt': 'محكمة السجل التجاري',
  'company.field.patente': 'الضريبة المهنية',
  'company.field.cnss': 'CNSS',
  'company.field.phone': 'الهاتف',
  'company.field.email': 'البريد الإلكتروني',
  'company.field.bank': 'البنك',
  'company.field.rib': 'RIB',
  'company.field.rib.note': '24 رقما',
  'company.vat.saved': 'تم حفظ نظام الضريبة على القيمة المضافة: تم تحديث الأرقام وفقا لذلك.',
  'company.vat.records': 'تحتفظ المداخيل والمشتريات المسجلة سابقا بنسب الضريبة على القيمة المضافة الخاصة بها؛ ولا يتغير سوى احتساب الهوامش.',
};
