/**
 * The relevé des déductions (issue 38) in the SIMPL-TVA EDI layout of the DGI portal: the root
 * `DeclarationReleveDeduction` (identifiantFiscal, annee, periode, regime 1 monthly / 2 quarterly), then one `rd` per
 * deduction (ord, num, des, mht, tva, ttc, refF{if, nom, ice}, tx, prorata, mp{id}, dpai, dfac). docs/DECISIONS.md
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

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The relevé des déductions in the SIMPL-TVA EDI layout (`DeclarationReleveDeduction`, one `rd` per deduction):
 * regime 1 monthly, 2 quarterly; amounts with two decimals and a point; rate in %, prorata 100.
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
      `      <tx>${rateKey(l.rate)}</tx>`,
      '      <prorata>100.00</prorata>',
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
