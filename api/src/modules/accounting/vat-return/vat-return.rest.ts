import express, { type Request, type Router } from 'express';
import type { Context } from '../../../core/context/context';
import { text, type RestRoute } from '../../../core/rest/facade';
import { exportParam } from '../../../core/export/export-router';
import { handle } from '../../../core/http/handler';
import { fileAnswer, type RouterOperation } from '../../../core/rest/router-doc';
import { vatReturnService } from './vat-return.service';

const PERIOD = 'cle: key type: kind annee: year numero: number du: from au: to';
const RATE_ROW =
  'taux: rate baseCollecteeHT: collectedHT tvaCollectee: collectedVAT baseDeductibleHT: deductibleHT tvaDeductible: deductibleVAT ' +
  'tvaNonDeductible: nonDeductibleVAT';
const REVENUE = 'id date libelle: label reference chantier: site tva: vatRate montantHT: amountHT montantTVA: amountVAT montant: amount';
const DEDUCTION =
  'id idAchat: purchaseId dateFacture: date libelle: label reference chantier: site idFournisseur: supplierId fournisseur: supplierName ' +
  'identifiantFiscal: supplierTaxId ' +
  'ice: supplierIce tva: vatRate montantTTC: amountTTC montantRegle: amountPaid dateReglement: paymentDate modeReglement: paymentMode ' +
  'regleHT: paidHT regleTVA: paidVAT especesAuDela: cashExcess tvaNonDeductible: nonDeductibleVAT tvaDeductible: deductibleVAT';
const AUTO_ENTREPRENEUR =
  'idFournisseur: supplierId fournisseur: supplierName annee: year total seuil: threshold excedent: excess retenue: withholding franchiPar: crossedBy';

/** `GET /api/v1/comptabilite/tva?periode=2026-03|2026-T1`: the TVA of a period, by rate, with its documents. */
export const vatReturnRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/comptabilite/tva',
    operation: `query VatReturn($period: String!) { vatReturn(period: $period) {
      periode: period { ${PERIOD} } assujettiTva: vatSubject parTaux: byRate { ${RATE_ROW} } tvaCollectee: collectedVAT
      tvaDeductible: deductibleVAT tvaNonDeductible: nonDeductibleVAT solde: balance encaissements: revenues { ${REVENUE} }
      deductions { ${DEDUCTION} } autoEntrepreneurs { ${AUTO_ENTREPRENEUR} } } }`,
    variables: (req) => ({ period: text(req.query.periode) ?? '' }),
    legacyFields: { period: 'periode' },
  },
];

const RELEVE: RouterOperation = {
  method: 'get',
  path: '/',
  summary: 'Le relevé des déductions de TVA (XML SIMPL-TVA)',
  description:
    'Le fichier `DeclarationReleveDeduction` à déposer sur le portail de la DGI : une ligne `rd` par règlement fournisseur de la période ' +
    '(part déductible : les espèces au-delà des plafonds en sont retirées). Une société non assujettie : 400.',
  access: 'accounting.read',
  parameters: [exportParam('periode', 'Un mois AAAA-MM ou un trimestre AAAA-T1 à AAAA-T4.', { type: 'string' }, true)],
  responses: fileAnswer('Le fichier XML, en pièce jointe.', ['application/xml']),
};

export const vatReturnRouterDoc: readonly RouterOperation[] = [RELEVE];

/** `GET /api/v1/comptabilite/tva/releve-deductions?periode=…`: the relevé as a file. */
export function vatReturnRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.get(
    '/',
    handle(contextFor, 'accounting.read', async (ctx, auth, req, res) => {
      const file = await vatReturnService.releve(ctx.em, auth, text(req.query.periode) ?? '');
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(file.content);
    }),
  );
  return router;
}
