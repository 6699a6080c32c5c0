/**
 * The relevé des déductions (issue 38) in the SIMPL-TVA EDI layout of the DGI portal: the root
 * `DeclarationReleveDeduction` (identifiantFiscal, annee, periode, regime 1 monthly / 2 quarterly), then one `rd` per
 * deduction (ord, num, des, mht, tva, ttc, refF{if, nom, ice}, tx as a fraction, mp{id}, dpai, dfac). docs/DECISIONS.md
 * says where the layout comes from.
 */
import { moneyOf, rateKey, subtractMoney, compareDecimal } from '../money/rules';
import type { DeductionRow, VatPeriod } from './vat-return';

/** The relevé's mode-of-payment ids (SIMPL-TVA: 1 espèces, 2 chèque, 3 prélèvement, 4 virement, 5 effet, 6 compensation, 7 autres). */
export const RELEVE_PAYMENT_MODES: Record<string, number> = { ESPECES: 1, CHEQUE: 2, VIREMENT: 4, EFFET: 5 };

export interface ReleveLine {
  /** Invoice number. */
  num: string;
  /** Designation. */
  des: string;
  mht: string;
  tva: string;
  ttc: string;
  supplierTaxId: string;
  supplierName: string;
  supplierIce: string;
  /** Rate in %. */
  rate: string;
  paymentMode: string | null;
  paymentDate: string;
  invoiceDate: string;
}

/** The rate as the relevé writes it: a fraction with at least two decimals (20 % → 0.20, 7 % → 0.07). */
export function releveRate(rate: string): string {
  const [units, decimals] = rateKey(rate).split('.');
  const digits = units.padStart(3, '0') + decimals;
  const fraction = digits.slice(-4).replace(/0+$/, '').padEnd(2, '0');
  return `${Number(digits.slice(0, -4) || '0')}.${fraction}`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The relevé des déductions in the SIMPL-TVA EDI layout (`DeclarationReleveDeduction`, one `rd` per deduction):
 * regime 1 monthly, 2 quarterly; amounts with two decimals and a point; the rate as a fraction (0.20).
 */
export function releveDeductionsXml(company: { fiscalId: string }, period: VatPeriod, lines: readonly ReleveLine[]): string {
  const rds = lines.map((l, i) =>
    [
      '    <rd>',
      `      <ord>${i + 1}</ord>`,
      `      <num>${xml(l.num)}</num>`,
      `      <des>${xml(l.des)}</des>`,
      `      <mht>${moneyOf(l.mht)}</mht>`,
      `      <tva>${moneyOf(l.tva)}</tva>`,
      `      <ttc>${moneyOf(l.ttc)}</ttc>`,
      '      <refF>',
      `        <if>${xml(l.supplierTaxId)}</if>`,
      `        <nom>${xml(l.supplierName)}</nom>`,
      `        <ice>${xml(l.supplierIce)}</ice>`,
      '      </refF>',
      `      <tx>${releveRate(l.rate)}</tx>`,
      `      <mp>\n        <id>${RELEVE_PAYMENT_MODES[l.paymentMode ?? ''] ?? 7}</id>\n      </mp>`,
      `      <dpai>${l.paymentDate}</dpai>`,
      `      <dfac>${l.invoiceDate}</dfac>`,
      '    </rd>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<DeclarationReleveDeduction>',
    `  <identifiantFiscal>${xml(company.fiscalId)}</identifiantFiscal>`,
    `  <annee>${period.year}</annee>`,
    `  <periode>${period.number}</periode>`,
    `  <regime>${period.kind === 'MONTH' ? 1 : 2}</regime>`,
    '  <releveDeductions>',
    ...rds,
    '  </releveDeductions>',
    '</DeclarationReleveDeduction>',
    '',
  ].join('\n');
}

/** The relevé's lines: the deductible part of each payment (HT = TTC deducted − TVA deducted); nothing deducted, no line. */
export const releveLines = (deductions: readonly DeductionRow[]): ReleveLine[] =>
  deductions
    .filter((d) => compareDecimal(d.deductibleVAT, 0) > 0)
    .map((d) => {
      const ttc = subtractMoney(d.amountPaid, d.cashExcess);
      return {
        num: d.reference,
        des: d.label,
        mht: subtractMoney(ttc, d.deductibleVAT),
        tva: d.deductibleVAT,
        ttc,
        supplierTaxId: d.supplierTaxId,
        supplierName: d.supplierName,
        supplierIce: d.supplierIce,
        rate: d.vatRate,
        paymentMode: d.paymentMode,
        paymentDate: d.paymentDate,
        invoiceDate: d.date,
      };
    });
