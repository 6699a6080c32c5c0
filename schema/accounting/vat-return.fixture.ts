/**
 * Hand-computed fixtures of the TVA return help (issue 38). The pure test (vat-return.test.ts) and the api test
 * (api/src/modules/accounting/vat-return/vat-return.test.ts, through the database and both doors, and the relevé
 * XML) match them to the centime. The computation is written out beside each figure.
 *
 * ## The TVA of March 2026 (monthly, company subject to TVA)
 *
 * Payments received (revenues; an invoice payment is already revenue rows, one per rate):
 *   R1 05/03  20 %  12 000,00 TTC → HT 12 000 / 1,2 = 10 000,00, TVA 2 000,00
 *   R2 20/03  20 %   3 000,00 TTC → HT  2 500,00, TVA 500,00           (a partial payment of an invoice)
 *   R3 25/03  10 %   5 500,00 TTC → HT  5 500 / 1,1 = 5 000,00, TVA 500,00
 *   R0 28/02  20 %   1 200,00 TTC → outside the period, not counted
 *   Collected: 20 % HT 12 500,00 TVA 2 500,00; 10 % HT 5 000,00 TVA 500,00; total TVA 3 000,00.
 *
 * Payments made (purchases, by their payment date):
 *   P1 supplier A 20 %: HT 10 000, TVA 2 000, TTC 12 000; paid 6 000,00 by transfer on 10/03 (partial)
 *      TVA paid = 2 000 × 6 000 / 12 000 = 1 000,00; HT paid = 6 000 − 1 000 = 5 000,00
 *   P2 supplier B 14 %: HT 1 000, TVA 140, TTC 1 140; paid in full by cheque on 12/03 → TVA 140,00, HT 1 000,00
 *   P3 supplier C 20 %: HT 5 000, TVA 1 000, TTC 6 000; paid 6 000 in cash on 15/03
 *      cash allowance 5 000,00 a day → 1 000,00 beyond; its TVA 1 000 × 1 000 / 6 000 = 166,666… → 166,67 not deductible
 *      deductible TVA 1 000 − 166,67 = 833,33; deductible TTC 5 000,00 → HT 5 000 − 833,33 = 4 166,67
 *   P4 supplier C 20 %: HT 2 000, TVA 400, TTC 2 400; paid 2 400 in cash the same day 15/03
 *      the day's allowance is used up by P3 → all 2 400,00 beyond; TVA 400,00 not deductible; no relevé line
 *   P5 supplier A 20 %: paid 04/04 → outside the period
 *   Deductible: 20 % HT 5 000,00 + 4 166,67 = 9 166,67, TVA 1 000,00 + 833,33 = 1 833,33, not deductible 166,67 + 400 = 566,67
 *               14 % HT 1 000,00, TVA 140,00
 *   Total deductible 1 833,33 + 140,00 = 1 973,33; balance (TVA due) 3 000,00 − 1 973,33 = 1 026,67
 *
 * Relevé des déductions (regime 1 monthly, periode 3, annee 2026), one rd per deducted payment:
 *   1 P1: mht 5000.00 tva 1000.00 ttc 6000.00 tx 20.00 mp 4 (virement) dpai 2026-03-10
 *   2 P2: mht 1000.00 tva 140.00  ttc 1140.00 tx 14.00 mp 2 (chèque)   dpai 2026-03-12
 *   3 P3: mht 4166.67 tva 833.33  ttc 5000.00 tx 20.00 mp 1 (espèces)  dpai 2026-03-15
 *
 * ## A month's cash limit
 *   Supplier D paid 5 000,00 in cash (20 %: TVA 833,33 each) on each of 11 days of March: each within the day's
 *   5 000; after 10 days the month's 50 000,00 is used: the 11th (5 000,00) is wholly beyond, its 833,33 not deductible.
 *
 * ## A withholding case (CGI art. 117, 100 % from 1 July 2024)
 *   Purchase of 10/03/2026, HT 10 000, TVA 2 000, TTC 12 000.
 *   Certificate of 01/09/2025: valid until 6 months later, before 01/03/2026 → expired on 10/03 →
 *     TVA withheld 2 000 × 100 % = 2 000,00; net to pay 12 000 − 2 000 = 10 000,00.
 *   Certificate of 15/09/2025: valid while the day is before 15/03/2026 → nothing withheld; net 12 000,00.
 *   No certificate, purchase of 10/06/2024 (before 1 July 2024) → nothing withheld.
 *
 * ## An auto-entrepreneur crossing 80 000 DH (2026)
 *   E1 10/02 30 000,00; E2 12/05 45 000,00 (running 75 000,00); E3 20/09 20 000,00 (running 95 000,00 > 80 000: crosses)
 *   Excess 95 000 − 80 000 = 15 000,00; withheld 15 000 × 30 % = 4 500,00.
 */
import type { ReturnPurchase, ReturnRevenue } from './vat-return';

const revenue = (id: string, date: string, vatRate: string, amount: string, amountHT: string, amountVAT: string): ReturnRevenue => ({
  id,
  date,
  label: `Recette ${id}`,
  reference: id,
  site: 'Villa Anfa',
  vatRate,
  amount,
  amountHT,
  amountVAT,
});

export const MARCH_REVENUES: ReturnRevenue[] = [
  revenue('R1', '2026-03-05', '20.00', '12000.00', '10000.00', '2000.00'),
  revenue('R2', '2026-03-20', '20.00', '3000.00', '2500.00', '500.00'),
  revenue('R3', '2026-03-25', '10.00', '5500.00', '5000.00', '500.00'),
];

const supplier = (s: string) => ({
  supplierId: s,
  supplierName: `Fournisseur ${s}`,
  supplierTaxId: `1000000${s.charCodeAt(0) - 64}`,
  supplierIce: `00000000000000${s.charCodeAt(0) - 64}`,
});

export const MARCH_PURCHASES: ReturnPurchase[] = [
  {
    id: 'P1',
    date: '2026-03-01',
    label: 'Ciment',
    reference: 'FA-1',
    site: 'Villa Anfa',
    ...supplier('A'),
    vatRate: '20.00',
    amountVAT: '2000.00',
    amountTTC: '12000.00',
    amountPaid: '6000.00',
    paymentDate: '2026-03-10',
    paymentMode: 'VIREMENT',
  },
  {
    id: 'P2',
    date: '2026-03-02',
    label: 'Carrelage',
    reference: 'FB-7',
    site: 'Villa Anfa',
    ...supplier('B'),
    vatRate: '14.00',
    amountVAT: '140.00',
    amountTTC: '1140.00',
    amountPaid: '1140.00',
    paymentDate: '2026-03-12',
    paymentMode: 'CHEQUE',
  },
  {
    id: 'P3',
    date: '2026-03-15',
    label: 'Sable',
    reference: 'FC-1',
    site: 'Villa Anfa',
    ...supplier('C'),
    vatRate: '20.00',
    amountVAT: '1000.00',
    amountTTC: '6000.00',
    amountPaid: '6000.00',
    paymentDate: '2026-03-15',
    paymentMode: 'ESPECES',
  },
  {
    id: 'P4',
    date: '2026-03-15',
    label: 'Gravette',
    reference: 'FC-2',
    site: 'Villa Anfa',
    ...supplier('C'),
    vatRate: '20.00',
    amountVAT: '400.00',
    amountTTC: '2400.00',
    amountPaid: '2400.00',
    paymentDate: '2026-03-15',
    paymentMode: 'ESPECES',
  },
];

export const MARCH_EXPECTED = {
  byRate: [
    {
      rate: '20.00',
      collectedHT: '12500.00',
      collectedVAT: '2500.00',
      deductibleHT: '9166.67',
      deductibleVAT: '1833.33',
      nonDeductibleVAT: '566.67',
    },
    { rate: '14.00', collectedHT: '0.00', collectedVAT: '0.00', deductibleHT: '1000.00', deductibleVAT: '140.00', nonDeductibleVAT: '0.00' },
    { rate: '10.00', collectedHT: '5000.00', collectedVAT: '500.00', deductibleHT: '0.00', deductibleVAT: '0.00', nonDeductibleVAT: '0.00' },
  ],
  collectedVAT: '3000.00',
  deductibleVAT: '1973.33',
  nonDeductibleVAT: '566.67',
  balance: '1026.67',
  releve: [
    { num: 'FA-1', mht: '5000.00', tva: '1000.00', ttc: '6000.00', rate: '20.00', tx: '0.20', mp: 4, dpai: '2026-03-10' },
    { num: 'FB-7', mht: '1000.00', tva: '140.00', ttc: '1140.00', rate: '14.00', tx: '0.14', mp: 2, dpai: '2026-03-12' },
    { num: 'FC-1', mht: '4166.67', tva: '833.33', ttc: '5000.00', rate: '20.00', tx: '0.20', mp: 1, dpai: '2026-03-15' },
  ],
};

export const AUTO_ENTREPRENEUR_2026 = {
  purchases: [
    { id: 'E1', date: '2026-02-10', amount: '30000.00' },
    { id: 'E2', date: '2026-05-12', amount: '45000.00' },
    { id: 'E3', date: '2026-09-20', amount: '20000.00' },
  ],
  expected: { year: 2026, total: '95000.00', threshold: '80000.00', excess: '15000.00', withholding: '4500.00', crossedBy: 'E3' },
};
