/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ActivityCellInput = {
  day?: string | null | undefined;
  personnelId?: string | null | undefined;
  siteId?: string | null | undefined;
};

export type ActivityEntryInput = {
  /** AAAA-MM-JJ. */
  day?: string | null | undefined;
  personnelId?: string | null | undefined;
  siteId?: string | null | undefined;
  /** "1" (journée), "0.5" (demi-journée) ou "0" (absent). */
  value?: string | null | undefined;
};

/** Affecte une ou plusieurs personnes à un chantier sur une période (tout ou rien). */
export type AssignmentInput = {
  /** AAAA-MM-JJ, pas avant le début */
  endDate?: string | null | undefined;
  personnelIds?: Array<string> | null | undefined;
  siteId?: string | null | undefined;
  /** AAAA-MM-JJ */
  startDate?: string | null | undefined;
};

/** ADD : une ligne ajoutée ; CHANGE : une ligne modifiée (quantité, prix…) ; REMOVE : une ligne supprimée. */
export type ChangeOrderAction =
  | 'ADD'
  | 'CHANGE'
  | 'REMOVE';

export type ChangeOrderInput = {
  /** AAAA-MM-JJ, pas avant le devis. */
  issueDate?: string | null | undefined;
  label?: string | null | undefined;
  lines?: Array<ChangeOrderLineInput> | null | undefined;
};

export type ChangeOrderLineInput = {
  /** ADD, CHANGE ou REMOVE. */
  action?: string | null | undefined;
  designation?: string | null | undefined;
  discountPercent?: string | null | undefined;
  /** CHANGE, REMOVE : la ligne visée. */
  lineId?: string | number | null | undefined;
  /** ADD : le lot où l’ajouter. */
  lotTitle?: string | null | undefined;
  quantity?: string | null | undefined;
  unit?: string | null | undefined;
  unitPriceHT?: string | null | undefined;
  vatRate?: string | null | undefined;
};

/** EN_COURS : en attente du client ; ACCEPTE ; REFUSE. */
export type ChangeOrderStatus =
  | 'ACCEPTE'
  | 'EN_COURS'
  | 'REFUSE';

export type ChangePasswordInput = {
  confirmPassword?: string | null | undefined;
  oldPassword?: string | null | undefined;
  password?: string | null | undefined;
};

export type ClearanceAnswerInput = {
  /** VALIDEE : le numéro donné par la plateforme (requis). */
  number?: string | null | undefined;
  /** VALIDEE ou REJETEE. */
  outcome?: string | null | undefined;
  /** REJETEE : les motifs, un par entrée (requis). */
  reasons?: Array<string> | null | undefined;
};

export type ClientInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  email?: string | null | undefined;
  ice?: string | null | undefined;
  /** COMPANY (défaut) ou PERSON. */
  kind?: string | null | undefined;
  /** fr (défaut) ou ar. */
  language?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CompanyLegalInput = {
  address?: string | null | undefined;
  bank?: string | null | undefined;
  /** Montant décimal en chaîne. */
  capital?: string | null | undefined;
  city?: string | null | undefined;
  cnss?: string | null | undefined;
  email?: string | null | undefined;
  fiscalId?: string | null | undefined;
  ice?: string | null | undefined;
  legalForm?: string | null | undefined;
  /** Une image envoyée à /api/v1/files ; null retire le logo, absent le garde. */
  logoFileId?: string | null | undefined;
  name?: string | null | undefined;
  patente?: string | null | undefined;
  phone?: string | null | undefined;
  rib?: string | null | undefined;
  tradeRegister?: string | null | undefined;
  tradeRegisterCourt?: string | null | undefined;
};

export type CompanySettingsInput = {
  /** AAAA-MM-JJ ; null ou vide : non concernée ; absent : inchangé. */
  einvoicingFrom?: string | null | undefined;
  /** En mois, de 0 à 60 ; absent : inchangé. */
  guaranteeMonths?: number | null | undefined;
  /** Absent : inchangé. */
  paymentTermsDays?: number | null | undefined;
  /** Absent : inchangé. */
  quoteValidityDays?: number | null | undefined;
  /** En %, 10 au plus ; absent : inchangé. */
  retentionRate?: string | null | undefined;
  vatSubject?: boolean | null | undefined;
};

/** Un message du formulaire de contact (SPEC §5 : nom et prénom, e-mail, objet, message). */
export type ContactMessageInput = {
  /** Adresse de réponse : 40 caractères au plus. */
  email?: string | null | undefined;
  /** Message : 500 caractères au plus. */
  message?: string | null | undefined;
  /** Nom et prénom : 4 à 40 caractères, sans chiffres. */
  name?: string | null | undefined;
  /** Objet : 5 à 40 caractères. */
  subject?: string | null | undefined;
  /** À laisser vide (piège à robots). */
  website?: string | null | undefined;
};

export type CreateApiTokenInput = {
  /** Date d’expiration (AAAA-MM-JJ), de demain à dans un an ; fin de journée, heure du Maroc. */
  expiresOn?: string | null | undefined;
  name?: string | null | undefined;
  /** read, write. */
  scopes?: Array<string> | null | undefined;
};

export type CreditNoteInput = {
  /** TTC ; absent : tout ce qui reste de la facture (ou du taux choisi). */
  amountTTC?: string | null | undefined;
  issueDate?: string | null | undefined;
  reason?: string | null | undefined;
  /** Un taux de TVA de la facture à créditer seul ; absent : réparti sur ses taux. */
  vatRate?: string | null | undefined;
};

/** Un additif daté à un journal signé. */
export type DailyLogAddendumInput = {
  day: string;
  siteId: string | number;
  text: string;
};

/** Le journal d’un jour, tout entier : ce qui manque est vidé. */
export type DailyLogInput = {
  /** AAAA-MM-JJ : aujourd’hui ou un jour passé. */
  day: string;
  deliveryNote?: string | null | undefined;
  /** Les achats de ce chantier datés de ce jour reçus comme livraisons. */
  deliveryPurchaseIds?: Array<string | number> | null | undefined;
  equipment?: Array<EquipmentLineInput> | null | undefined;
  events?: string | null | undefined;
  incidents?: string | null | undefined;
  manpower?: Array<ManpowerLineInput> | null | undefined;
  /** Toutes les photos, dans l’ordre (12 au plus) : gardées et nouveaux envois (POST /api/v1/files?kind=image). Absent : inchangées. */
  photoIds?: Array<string> | null | undefined;
  siteId: string | number;
  stoppedByWeather?: boolean | null | undefined;
  temperatureMax?: number | null | undefined;
  temperatureMin?: number | null | undefined;
  visitors?: Array<VisitorLineInput> | null | undefined;
  weatherAfternoon?: Weather | null | undefined;
  weatherMorning?: Weather | null | undefined;
  weatherNote?: string | null | undefined;
};

/** La signature du responsable, dessinée à l’écran, qui clôt la journée. */
export type DailyLogSignInput = {
  day: string;
  /** L’image PNG en data URL (data:image/png;base64,…), 200 Ko au plus. */
  signature: string;
  siteId: string | number;
};

export type DocumentTypeInput = {
  /** ADMINISTRATIF, TECHNIQUE, FINANCIER, SECURITE, PHOTOS ou AUTRE. */
  category?: string | null | undefined;
  name?: string | null | undefined;
};

export type EquipmentLineInput = {
  count: number;
  name: string;
};

export type FollowUpInput = {
  /** Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé. */
  id?: string | null | undefined;
  label?: string | null | undefined;
  /** Toutes les photos, dans l’ordre (12 au plus) : les id des photos de la fiche à garder et ceux de nouveaux envois (POST /api/v1/files?kind=image) ; celles qui manquent sont supprimées. Absent : inchangées. */
  photoIds?: Array<string> | null | undefined;
  /** Maîtrise d'oeuvre. */
  projectManager?: string | null | undefined;
  /** Maîtrise d'ouvrage. */
  projectOwner?: string | null | undefined;
  report?: string | null | undefined;
  /** Requis à la création ; absent à la modification : le chantier ne change pas. */
  siteId?: string | null | undefined;
  /** AAAA-MM-JJ. */
  visitDate?: string | null | undefined;
};

export type FollowUpMailInput = {
  /** Quelques mots ajoutés au message, 2000 caractères au plus. */
  message?: string | null | undefined;
  /** 1 à 10 adresses ; chacune reçoit son propre message. */
  to: Array<string>;
};

/** PENDING : dans la file d’envoi ; SENT : parti vers chaque destinataire ; FAILED : la file a renoncé pour au moins un. */
export type FollowUpSendingStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT';

export type ForgotPasswordInput = {
  email?: string | null | undefined;
};

export type InviteUserInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  role?: string | null | undefined;
};

export type InvoiceFilterInput = {
  from?: string | null | undefined;
  kind?: string | null | undefined;
  quoteId?: string | null | undefined;
  /** Référence, devis, client ou libellé. */
  search?: string | null | undefined;
  /** Les factures d’un chantier (son id). */
  siteId?: string | null | undefined;
  /** EMISE, PARTIELLEMENT_PAYEE, PAYEE, EN_RETARD, ANNULEE, ou A_ENCAISSER (reste à payer, en retard ou non) ; absent : toutes. */
  status?: string | null | undefined;
  to?: string | null | undefined;
};

export type InvoiceInput = {
  /** …ou montant HT. */
  amountHT?: string | null | undefined;
  /** Aujourd’hui par défaut. */
  issueDate?: string | null | undefined;
  /** ACOMPTE, SITUATION, SOLDE ou RETENUE. */
  kind?: string | null | undefined;
  notes?: string | null | undefined;
  /** ACOMPTE : pourcentage du devis… */
  percent?: string | null | undefined;
  /** SITUATION : avancement cumulé par ligne du devis. */
  progress?: Array<ProgressInput> | null | undefined;
};

export type InvoiceMailInput = {
  /** Quelques mots ajoutés au message, 2000 caractères au plus. */
  message?: string | null | undefined;
  /** L'adresse du destinataire (celle du client par défaut à l'écran). */
  to?: string | null | undefined;
};

export type ManpowerLineInput = {
  company?: string | null | undefined;
  count: number;
  trade: string;
};

/** Comment lire avant / après (text, money, quantity, percent, date, boolean, enum, relation, file, number) : money "45900.00", quantity "-900.000", percent "20", date AAAA-MM-JJ, boolean "true" / "false", enum la valeur, relation le nom, file "file" quand un fichier est là. */
export type NewsValueKind =
  | 'boolean'
  | 'date'
  | 'enum'
  | 'file'
  | 'money'
  | 'number'
  | 'percent'
  | 'quantity'
  | 'relation'
  | 'text';

/** STOCK_LOW : un produit atteint son seuil d’alerte ; QUOTE_EXPIRING : un devis expire dans 3 jours ; INVOICE_OVERDUE : une facture est en retard ; SITE_ASSIGNMENT : vous êtes affecté(e) à un chantier ; TASK_ASSIGNED : une tâche du planning vous est donnée ; SITE_GIVEN : un chantier vous est confié ; ANNOUNCEMENT : une annonce sur un de vos chantiers. */
export type NotificationKind =
  | 'ANNOUNCEMENT'
  | 'CHANGE_ORDER_ACCEPTED'
  | 'DAILY_LOG_SIGNED'
  | 'DOCUMENT_REFUSED'
  | 'DOCUMENT_SIGNED'
  | 'INVOICE_OVERDUE'
  | 'QUOTE_EXPIRING'
  | 'RECEPTION_SIGNED'
  | 'RESERVE_LIFTED'
  | 'SITE_ASSIGNMENT'
  | 'SITE_GIVEN'
  | 'STOCK_LOW'
  | 'TASK_ASSIGNED';

/** Une demande d’un utilisateur de société à un partenaire, au sujet d’un chantier ou non. */
export type PartnerContactInput = {
  message?: string | null | undefined;
  partnerId?: string | null | undefined;
  siteId?: string | null | undefined;
};

/** La fiche et le contact ; le logo et les photos sont des fichiers envoyés avant (POST /api/v1/files). */
export type PartnerProfileInput = {
  /** Codes de villes desservies (leurs régions s’ajoutent). */
  cities?: Array<string> | null | undefined;
  companyName?: string | null | undefined;
  description?: string | null | undefined;
  firstName?: string | null | undefined;
  ice?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Le logo : l’id d’un envoi, ou celui du logo actuel ; null : aucun. */
  logoFileId?: string | null | undefined;
  phone?: string | null | undefined;
  /** Les photos dans l’ordre : ids d’envois ou de photos actuelles ; 10 au plus. */
  photoFileIds?: Array<string> | null | undefined;
  /** Publiée dans l’annuaire (vrai par défaut). */
  published?: boolean | null | undefined;
  /** Codes de région desservies. */
  regions?: Array<string> | null | undefined;
  serviceTypes?: Array<string> | null | undefined;
};

/** TO_LIFT à lever (ouverte ou refusée), LIFTED levée (en attente du contrôle), VALIDATED validée. */
export type PartnerReserveState =
  | 'LIFTED'
  | 'TO_LIFT'
  | 'VALIDATED';

/** Inscription d’un partenaire (/insription-partenaire). */
export type PartnerSignUpInput = {
  /** Code de ville (ma-fes). */
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  confirmPassword?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  ice?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  /** Code de région (MA-03). */
  region?: string | null | undefined;
  serviceTypes?: Array<string> | null | undefined;
};

export type PaymentDelayFilterInput = {
  /** La date d’arrêté des amendes, AAAA-MM-JJ ; absent : aujourd’hui. */
  asOf?: string | null | undefined;
  /** Factures datées à partir de ce jour, AAAA-MM-JJ. */
  from?: string | null | undefined;
  /** En retard seulement. */
  lateOnly?: boolean | null | undefined;
  /** ISSUED ou RECEIVED ; absent : les deux. */
  side?: string | null | undefined;
  /** Factures datées jusqu’à ce jour, AAAA-MM-JJ. */
  to?: string | null | undefined;
};

export type PaymentInput = {
  amount?: string | null | undefined;
  date?: string | null | undefined;
  /** VIREMENT, CHEQUE, ESPECES ou EFFET. */
  mode?: string | null | undefined;
  reference?: string | null | undefined;
};

/** DAYS_OVER_MAX : plus de 26 jours au CRA (26 déclarés) ; DAY_OVER_ONE : un jour compté plus d’une fois (deux chantiers) ; BELOW_MINIMUM_WAGE : tarif journalier sous le SMIG ; NO_MINIMUM_WAGE : aucun SMIG connu pour le mois ; NO_CNSS_NUMBER : sans immatriculation. */
export type PayrollWarningCode =
  | 'BELOW_MINIMUM_WAGE'
  | 'DAYS_OVER_MAX'
  | 'DAY_OVER_ONE'
  | 'NO_CNSS_NUMBER'
  | 'NO_MINIMUM_WAGE';

export type PeriodInput = {
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

export type PersonnelInput = {
  address?: string | null | undefined;
  cni?: string | null | undefined;
  /** Numéro d’immatriculation CNSS, 9 chiffres ; vide ou null : effacé ; absent : inchangé. */
  cnssNumber?: string | null | undefined;
  /** Tarif journalier, chaîne décimale ("350.00"; "350,5" accepté). */
  dailyRate?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Prime panier, chaîne décimale. */
  mealBonus?: string | null | undefined;
  phone?: string | null | undefined;
  trade?: string | null | undefined;
};

/** DELETED, ou DEACTIVATED quand la personne a un historique (affectations). */
export type PersonnelRemoval =
  | 'DEACTIVATED'
  | 'DELETED';

/** Un nouveau plan et sa première version. */
export type PlanInput = {
  /** Un envoi de type document (POST /api/v1/files?kind=document) : PDF, PNG ou JPEG. */
  fileId?: string | null | undefined;
  /** Ce que la version change (200 caractères au plus). */
  note?: string | null | undefined;
  siteId: string | number;
  title?: string | null | undefined;
};

/** Une nouvelle version d’un plan : les précédentes restent, marquées comme remplacées. */
export type PlanVersionInput = {
  /** Un envoi de type document (POST /api/v1/files?kind=document) : PDF, PNG ou JPEG. */
  fileId?: string | null | undefined;
  note?: string | null | undefined;
};

export type ProfileInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** 10 chiffres; vide pour effacer. */
  phone?: string | null | undefined;
  /** Une image déposée par POST /api/v1/files?kind=image. */
  photoFileId?: string | number | null | undefined;
  removePhoto?: boolean | null | undefined;
  /** MANAGER ou USER; seul un MANAGER peut le changer. */
  role?: string | null | undefined;
};

export type ProgressInput = {
  lineId?: string | null | undefined;
  /** Avancement cumulé de la ligne, en %. */
  percent?: string | null | undefined;
};

export type PurchaseInput = {
  /** Montant HT, chaîne décimale. */
  amountHT?: string | null | undefined;
  /** Montant réglé (0 par défaut), au plus le TTC. */
  amountPaid?: string | null | undefined;
  /** AAAA-MM-JJ */
  date?: string | null | undefined;
  /** AAAA-MM-JJ : échéance convenue, au plus 120 jours après la date (loi 69-21) ; vide : 60 jours ; absent à la modification : inchangée. */
  dueDate?: string | null | undefined;
  /** Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé. */
  id?: string | null | undefined;
  /** Fichier déposé par POST /api/v1/files?kind=document ; null retire la facture. */
  invoiceFileId?: string | null | undefined;
  label?: string | null | undefined;
  /** AAAA-MM-JJ : date du règlement ; absent à la modification : inchangée. */
  paymentDate?: string | null | undefined;
  /** VIREMENT, CHEQUE, ESPECES ou EFFET ; absent à la modification : inchangé. */
  paymentMode?: string | null | undefined;
  reference?: string | null | undefined;
  supplierId?: string | null | undefined;
  /** Taux de TVA en % : 20 (défaut), 14, 10, 7 ou 0. */
  vatRate?: string | null | undefined;
};

export type QuoteFilterInput = {
  from?: string | null | undefined;
  /** Référence, client ou objet, sans accents ni casse. */
  search?: string | null | undefined;
  /** Les devis liés à un chantier (son id). */
  siteId?: string | null | undefined;
  /** EN_COURS, ACCEPTE, REFUSE, DEPASSE ; absent : tous. */
  status?: string | null | undefined;
  to?: string | null | undefined;
};

export type QuoteInput = {
  clientId?: string | null | undefined;
  /** Sans clientId : le client de ce nom, ou un nouveau. */
  clientName?: string | null | undefined;
  clientPhone?: string | null | undefined;
  conditions?: string | null | undefined;
  issueDate?: string | null | undefined;
  lots?: Array<QuoteLotInput> | null | undefined;
  notes?: string | null | undefined;
  object?: string | null | undefined;
  siteId?: string | null | undefined;
  /** ACCEPTE ou REFUSE : la décision enregistrée avec la sauvegarde. */
  status?: string | null | undefined;
  /** Absente : date d’émission + la validité par défaut de la société. */
  validUntil?: string | null | undefined;
};

export type QuoteLineInput = {
  designation?: string | null | undefined;
  /** En %, 0 par défaut. */
  discountPercent?: string | null | undefined;
  quantity?: string | null | undefined;
  unit?: string | null | undefined;
  unitPriceHT?: string | null | undefined;
  /** 20 (défaut), 14, 10, 7 ou 0. */
  vatRate?: string | null | undefined;
};

export type QuoteLotInput = {
  lines?: Array<QuoteLineInput> | null | undefined;
  title?: string | null | undefined;
};

export type QuoteMailInput = {
  /** Quelques mots ajoutés au message, 2000 caractères au plus. */
  message?: string | null | undefined;
  /** L'adresse du destinataire (celle du client par défaut à l'écran). */
  to?: string | null | undefined;
};

export type ReceptionInput = {
  /** AAAA-MM-JJ. */
  date?: string | null | undefined;
  /** Un UUID choisi par le client (hors ligne) ; une reprise le retrouve. */
  id?: string | null | undefined;
  /** PROVISIONAL ou FINAL. */
  kind?: string | null | undefined;
  notes?: string | null | undefined;
  parties?: Array<ReceptionPartyInput> | null | undefined;
  siteId?: string | null | undefined;
};

/** PROVISIONAL : réception provisoire ; FINAL : réception définitive. */
export type ReceptionKind =
  | 'FINAL'
  | 'PROVISIONAL';

export type ReceptionPartyInput = {
  name?: string | null | undefined;
  organisation?: string | null | undefined;
  role?: string | null | undefined;
};

/** COMPANY : l’entreprise ; CLIENT : le maître d’ouvrage ; ARCHITECT ; ENGINEER : bureau d’études ou de contrôle ; OTHER. */
export type ReceptionRole =
  | 'ARCHITECT'
  | 'CLIENT'
  | 'COMPANY'
  | 'ENGINEER'
  | 'OTHER';

export type ReceptionSignInput = {
  /** PNG en data URL, 200 Ko au plus. */
  clientSignature?: string | null | undefined;
  clientSignerName?: string | null | undefined;
  /** PNG en data URL, 200 Ko au plus. */
  companySignature?: string | null | undefined;
  companySignerName?: string | null | undefined;
};

export type RefuseDocumentInput = {
  reason?: string | null | undefined;
  session?: string | null | undefined;
};

/** Le filtre d’une liste de réserves. */
export type ReserveFilterInput = {
  planId?: string | null | undefined;
  /** L’id d’une personne ou d’un partenaire, ou une partie du nom du responsable (sans accents ni casse). */
  responsible?: string | null | undefined;
  status?: ReserveStatus | null | undefined;
  /** Le corps de métier (le même mot, accents et casse à part). */
  trade?: string | null | undefined;
};

/** Une nouvelle réserve sur un plan du chantier. */
export type ReserveInput = {
  description?: string | null | undefined;
  /** AAAA-MM-JJ. */
  dueDate?: string | null | undefined;
  /** Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé. */
  id?: string | null | undefined;
  /** La page du document (1 par défaut). */
  page?: number | null | undefined;
  /** Toutes les photos du défaut, dans l’ordre (6 au plus) : gardées et nouveaux envois (POST /api/v1/files?kind=image). */
  photoIds?: Array<string> | null | undefined;
  planId?: string | null | undefined;
  responsible?: ReserveResponsibleInput | null | undefined;
  siteId: string | number;
  title?: string | null | undefined;
  trade?: string | null | undefined;
  /** Le numéro de la version du plan ; absent : celle où la réserve est déjà placée, sinon la version en vigueur. */
  version?: number | null | undefined;
  /** De 0 (bord gauche) à 1 (bord droit). */
  x?: number | null | undefined;
  /** De 0 (haut) à 1 (bas). */
  y?: number | null | undefined;
};

/** La levée : le responsable dit le défaut repris. */
export type ReserveLiftInput = {
  note?: string | null | undefined;
  /** Les photos des travaux repris, dans l’ordre (6 au plus) ; absent : inchangées. */
  photoIds?: Array<string> | null | undefined;
};

/** Le refus au contrôle : ce qui reste à reprendre. */
export type ReserveRefusalInput = {
  reason?: string | null | undefined;
};

/** Le responsable : une personne ou un partenaire de l’annuaire par son id, ou un nom saisi. */
export type ReserveResponsibleInput = {
  /** PERSONNEL : un membre du personnel ; PARTNER : une fiche publiée de l’annuaire. */
  id?: string | null | undefined;
  /** OTHER : le nom (150 caractères au plus). */
  name?: string | null | undefined;
  type: ReserveResponsibleType;
};

/** PERSONNEL une personne de la société, PARTNER un partenaire de l’annuaire, OTHER un nom saisi. */
export type ReserveResponsibleType =
  | 'OTHER'
  | 'PARTNER'
  | 'PERSONNEL';

/** OPEN ouverte, LIFTED levée par le responsable, VALIDATED contrôlée et validée (close), REFUSED refusée au contrôle (à reprendre). */
export type ReserveStatus =
  | 'LIFTED'
  | 'OPEN'
  | 'REFUSED'
  | 'VALIDATED';

/** Une réserve, tout entière : ce qui manque est vidé (sauf les photos, inchangées sans photoIds). */
export type ReserveUpdateInput = {
  description?: string | null | undefined;
  /** AAAA-MM-JJ. */
  dueDate?: string | null | undefined;
  /** La page du document (1 par défaut). */
  page?: number | null | undefined;
  /** Toutes les photos du défaut, dans l’ordre (6 au plus) : gardées et nouveaux envois (POST /api/v1/files?kind=image). */
  photoIds?: Array<string> | null | undefined;
  planId?: string | null | undefined;
  responsible?: ReserveResponsibleInput | null | undefined;
  title?: string | null | undefined;
  trade?: string | null | undefined;
  /** Le numéro de la version du plan ; absent : celle où la réserve est déjà placée, sinon la version en vigueur. */
  version?: number | null | undefined;
  /** De 0 (bord gauche) à 1 (bord droit). */
  x?: number | null | undefined;
  /** De 0 (haut) à 1 (bas). */
  y?: number | null | undefined;
};

export type ResetPasswordInput = {
  confirmPassword?: string | null | undefined;
  password?: string | null | undefined;
  token?: string | null | undefined;
};

export type RevenueInput = {
  /** Montant TTC, chaîne décimale. */
  amount?: string | null | undefined;
  date?: string | null | undefined;
  /** Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé. */
  id?: string | null | undefined;
  invoiceFileId?: string | null | undefined;
  label?: string | null | undefined;
  reference?: string | null | undefined;
  /** Taux de TVA en % : 20, 14, 10, 7 ou 0 ; absent : 20, ou 0 pour une société non assujettie. */
  vatRate?: string | null | undefined;
};

/** Ce qu’un résultat de la recherche désigne. */
export type SearchKind =
  | 'CLIENT'
  | 'DOCUMENT'
  | 'INVOICE'
  | 'PERSONNEL'
  | 'PRODUCT'
  | 'QUOTE'
  | 'SITE'
  | 'SUPPLIER'
  | 'TASK';

export type SendForSignatureInput = {
  documentId?: string | null | undefined;
  email?: string | null | undefined;
  kind?: string | null | undefined;
  message?: string | null | undefined;
  name?: string | null | undefined;
};

export type ServiceSheetInput = {
  amountPaid?: string | null | undefined;
  bonus?: string | null | undefined;
  /** AAAA-MM-JJ ; son jour de semaine doit être `day`. */
  date?: string | null | undefined;
  /** Lundi … Dimanche */
  day?: string | null | undefined;
  phone?: string | null | undefined;
  supplier?: string | null | undefined;
  worker?: string | null | undefined;
};

export type SignDocumentInput = {
  consent?: boolean | null | undefined;
  /** La signature tracée, PNG en data URL (200 Ko au plus) ; absente : le nom saisi signe. */
  drawn?: string | null | undefined;
  session?: string | null | undefined;
  signerName?: string | null | undefined;
};

export type SignInInput = {
  email?: string | null | undefined;
  password?: string | null | undefined;
};

export type SignUpInput = {
  companyName?: string | null | undefined;
  confirmPassword?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
};

export type SiteDocumentInput = {
  /** AAAA-MM-JJ. */
  documentDate?: string | null | undefined;
  /** Un envoi de POST /api/v1/files?kind=document (PDF, PNG, JPEG). Requis à la création ; à la modification, absent : inchangé. */
  fileId?: string | null | undefined;
  label?: string | null | undefined;
  /** Requis à la création ; à la modification, absent : le document reste sur son chantier. */
  siteId?: string | null | undefined;
  typeId?: string | null | undefined;
};

export type SiteFilterInput = {
  /** Vrai : les chantiers archivés ; faux ou absent : les actifs. */
  archived?: boolean | null | undefined;
  city?: string | null | undefined;
  /** Libellé, client ou ville, sans tenir compte des accents ni de la casse. */
  search?: string | null | undefined;
  status?: string | null | undefined;
};

/** Une image d'un chantier : sa photo (avec vignette pour la carte), la photo du client, le plan. */
export type SiteImageKind =
  /** Photo du client. */
  | 'CLIENT_PHOTO'
  /** Photo du chantier ; le serveur en tire une vignette 480×320 JPEG. */
  | 'PHOTO'
  /** Plan du chantier. */
  | 'PLAN';

export type SiteInput = {
  address?: string | null | undefined;
  /** Montant décimal en chaîne, "1234.50". */
  budget?: string | null | undefined;
  city?: string | null | undefined;
  client?: string | null | undefined;
  /** AAAA-MM-JJ */
  endDate?: string | null | undefined;
  foreman?: string | null | undefined;
  managerId?: string | number | null | undefined;
  mapsLink?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  progress?: number | null | undefined;
  /** AAAA-MM-JJ */
  startDate?: string | null | undefined;
  status?: string | null | undefined;
};

/** Nature d'une actualité de chantier : ADD, MODIFICATION, DELETION, EVENT, ANNOUNCEMENT. */
export type SiteNewsType =
  | 'ADD'
  | 'ANNOUNCEMENT'
  | 'DELETION'
  | 'EVENT'
  | 'MODIFICATION';

/** Statut d'un chantier : EN_PREPARATION, EN_COURS, SUSPENDU, TERMINE. */
export type SiteStatus =
  | 'EN_COURS'
  | 'EN_PREPARATION'
  | 'SUSPENDU'
  | 'TERMINE';

export type SocialSignUpInput = {
  /** Partenaire seulement. */
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  /** Partenaire seulement. */
  description?: string | null | undefined;
  firstName?: string | null | undefined;
  /** Partenaire seulement. */
  ice?: string | null | undefined;
  /** COMPANY (une société et son administrateur) ou PARTNER. */
  kind?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Partenaire seulement. */
  phone?: string | null | undefined;
  /** Partenaire seulement. */
  region?: string | null | undefined;
  /** Partenaire seulement : les métiers. */
  serviceTypes?: Array<string> | null | undefined;
  ticket?: string | null | undefined;
};

/** ALERTE : stock au plus égal au seuil d’alerte ; AVERTISSEMENT : au plus égal au seuil d’avertissement ; NORMAL sinon. */
export type StockLevel =
  | 'ALERTE'
  | 'AVERTISSEMENT'
  | 'NORMAL';

export type StockMovementInput = {
  /** AAAA-MM-JJ ; aujourd’hui par défaut. */
  date?: string | null | undefined;
  /** Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé. */
  id?: string | null | undefined;
  note?: string | null | undefined;
  /** Positive pour une entrée ou une sortie ; signée pour un ajustement. */
  quantity?: string | null | undefined;
  siteId?: string | null | undefined;
  /** ENTREE, SORTIE ou AJUSTEMENT */
  type?: string | null | undefined;
};

/** ENTREE, SORTIE ou AJUSTEMENT. */
export type StockMovementType =
  | 'AJUSTEMENT'
  | 'ENTREE'
  | 'SORTIE';

export type StockProductInput = {
  alertThreshold?: string | null | undefined;
  backgroundColor?: string | null | undefined;
  category?: string | null | undefined;
  label?: string | null | undefined;
  /** Stock initial, à la création seulement ; ensuite le stock change par des mouvements. */
  stock?: string | null | undefined;
  /** AAAA-MM-JJ */
  stockDay?: string | null | undefined;
  unit?: string | null | undefined;
  warningThreshold?: string | null | undefined;
};

export type SupplierInput = {
  address?: string | null | undefined;
  /** Auto-entrepreneur ; absent : non à la création, inchangé à la modification. */
  autoEntrepreneur?: boolean | null | undefined;
  /** AAAA-MM-JJ : date de l’attestation de régularité fiscale ; null ou vide : aucune ; absent à la modification : inchangée. */
  certificateDate?: string | null | undefined;
  email?: string | null | undefined;
  ice?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** Identifiant fiscal (IF), au plus 10 chiffres ; vide ou absent : aucun. */
  taxId?: string | null | undefined;
};

/** Ce que serait une tâche : la tâche modifiée ou glissée (taskId) et ses nouvelles valeurs ; ce qui manque est celui de la tâche. */
export type TaskCheckInput = {
  dependsOnIds?: Array<string> | null | undefined;
  endDate?: string | null | undefined;
  personnelIds?: Array<string> | null | undefined;
  siteId?: string | null | undefined;
  startDate?: string | null | undefined;
  taskId?: string | null | undefined;
};

export type TaskDatesInput = {
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

export type TaskInput = {
  category?: string | null | undefined;
  /** Les tâches du même chantier attendues (20 au plus) ; absent : inchangées. */
  dependsOnIds?: Array<string> | null | undefined;
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  personnelIds?: Array<string> | null | undefined;
  progress?: number | null | undefined;
  siteId?: string | null | undefined;
  startDate?: string | null | undefined;
  title?: string | null | undefined;
};

export type VisitorLineInput = {
  name: string;
  organisation?: string | null | undefined;
  purpose?: string | null | undefined;
};

/** La météo d’une demi-journée : SUN ensoleillé, CLOUDS nuageux, RAIN pluie, STORM orage, WIND vent fort, HEAT forte chaleur, COLD froid, FOG brouillard. */
export type Weather =
  | 'CLOUDS'
  | 'COLD'
  | 'FOG'
  | 'HEAT'
  | 'RAIN'
  | 'STORM'
  | 'SUN'
  | 'WIND';

export type WebhookEndpointInput = {
  /** Actif par défaut. */
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  events?: Array<string> | null | undefined;
  /** https://… (une adresse publique). */
  url?: string | null | undefined;
};

export type OfflineChangesQueryVariables = Exact<{
  since?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type OfflineChangesQuery = { changes: { cursor: string, more: boolean, reset: boolean, items: Array<{ kind: string, id: string, siteId: string | null, deleted: boolean }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { messageId: string, message: string } };

export type BooksPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type BooksPeriodsQuery = { booksPeriods: { closedThrough: string | null, openMonths: Array<string>, closings: Array<{ month: string, closedAt: string }> } };

export type CloseBooksMonthMutationVariables = Exact<{
  month: string;
}>;


export type CloseBooksMonthMutation = { closeBooksMonth: { closedThrough: string | null, openMonths: Array<string>, closings: Array<{ month: string, closedAt: string }> } };

export type BooksJournalsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type BooksJournalsQuery = { accountingJournals: { from: string, to: string, totals: Array<{ journal: string, debit: string, credit: string, entries: number }> } };

export type BooksAccountMappingQueryVariables = Exact<{ [key: string]: never; }>;


export type BooksAccountMappingQuery = { accountMapping: Array<{ key: string, label: string, account: string, defaultAccount: string }> };

export type SetBooksAccountMutationVariables = Exact<{
  key: string;
  account: string;
}>;


export type SetBooksAccountMutation = { setAccountMapping: Array<{ key: string, label: string, account: string, defaultAccount: string }> };

export type PaymentDelaysQueryVariables = Exact<{
  filter?: PaymentDelayFilterInput | null | undefined;
}>;


export type PaymentDelaysQuery = { paymentDelays: { asOf: string, rows: Array<{ id: string, side: string, reference: string, party: string, issueDate: string, agreedDueDate: string | null, dueDate: string, dueDateCapped: boolean, amount: string, paid: string, unpaid: string, daysLate: number, monthsLate: number, keyRate: string | null, rate: string, penalty: string, late: boolean }>, totals: { owed: string, owedTo: string, lateReceived: number, lateIssued: number } } };

export type PaymentDelayTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentDelayTotalsQuery = { paymentDelayTotals: { asOf: string, owed: string, owedTo: string, lateReceived: number, lateIssued: number } };

export type PayrollDeclarationQueryVariables = Exact<{
  month: string;
}>;


export type PayrollDeclarationQuery = { payrollDeclaration: { month: string, minimumDaily: string | null, affiliateNumber: string | null, rows: Array<{ personnelId: string, lastName: string, firstName: string, cni: string, cnssNumber: string | null, days: string, declaredDays: number, wages: string, mealBonus: string, mealBonusExempt: string, gross: string, base: string, cappedBase: string, employeeShare: string, employerShare: string, netToPay: string, lowestDailyRate: string, minimumDaily: string | null, belowMinimumWage: boolean, warnings: Array<PayrollWarningCode> }>, totals: { workers: number, declaredDays: number, gross: string, base: string, cappedBase: string, employeeShare: string, employerShare: string, netToPay: string, shares: Array<{ part: string, employee: string, employer: string }> } } };

export type PurchaseSupplierComplianceQueryVariables = Exact<{
  id: string | number;
}>;


export type PurchaseSupplierComplianceQuery = { supplier: { id: string, certificateDate: string | null, autoEntrepreneur: boolean } };

export type PurchaseCashCheckQueryVariables = Exact<{
  supplierId: string | number;
  day: string;
  amountPaid: string;
  amountVAT: string;
  amountTTC: string;
  purchaseId?: string | number | null | undefined;
}>;


export type PurchaseCashCheckQuery = { cashPaymentCheck: { nonDeductibleAmount: string, nonDeductibleVat: string, overDay: boolean, overMonth: boolean } };

export type VatReturnQueryVariables = Exact<{
  period: string;
}>;


export type VatReturnQuery = { vatReturn: { vatSubject: boolean, collectedVAT: string, deductibleVAT: string, nonDeductibleVAT: string, balance: string, period: { key: string, kind: string, year: number, number: number, from: string, to: string }, byRate: Array<{ rate: string, collectedHT: string, collectedVAT: string, deductibleHT: string, deductibleVAT: string, nonDeductibleVAT: string }>, revenues: Array<{ id: string, date: string, label: string, reference: string, site: string, vatRate: string, amountHT: string, amountVAT: string, amount: string }>, deductions: Array<{ id: string, date: string, label: string, reference: string, site: string, supplierName: string, supplierTaxId: string, vatRate: string, amountPaid: string, paymentDate: string, paymentMode: string | null, paidVAT: string, cashExcess: string, nonDeductibleVAT: string, deductibleVAT: string }>, autoEntrepreneurs: Array<{ supplierId: string, supplierName: string, year: number, total: string, threshold: string, excess: string, withholding: string }> } };

export type SiteActivityWeekQueryVariables = Exact<{
  siteId: string | number;
  day: string;
}>;


export type SiteActivityWeekQuery = { siteActivityWeek: { days: Array<string>, lockedMonths: Array<string>, site: { id: string, name: string }, holidays: Array<{ day: string, name: string }>, rows: Array<{ values: Array<string | null>, days: string, net: string, bonus: string, personnel: { id: string, firstName: string, lastName: string, trade: string } }> } };

export type SaveActivityMutationVariables = Exact<{
  entries: Array<ActivityEntryInput> | ActivityEntryInput;
}>;


export type SaveActivityMutation = { saveActivity: Array<{ siteId: string, personnelId: string, day: string, value: string }> };

export type ClearActivityMutationVariables = Exact<{
  cells: Array<ActivityCellInput> | ActivityCellInput;
}>;


export type ClearActivityMutation = { clearActivity: number };

export type ActivityMonthQueryVariables = Exact<{
  month: string;
  siteId?: string | number | null | undefined;
}>;


export type ActivityMonthQuery = { activityMonth: { month: string, label: string, locked: boolean, rows: Array<{ days: string, net: string, bonus: string, gross: string, personnel: { id: string, firstName: string, lastName: string, trade: string }, entries: Array<{ day: string, value: string, site: { id: string, name: string } }> }>, totals: { days: string, net: string, bonus: string, gross: string }, holidays: Array<{ day: string, name: string }> } };

export type LockActivityMonthMutationVariables = Exact<{
  month: string;
}>;


export type LockActivityMonthMutation = { lockActivityMonth: boolean };

export type UnlockActivityMonthMutationVariables = Exact<{
  month: string;
}>;


export type UnlockActivityMonthMutation = { unlockActivityMonth: boolean };

export type HolidaysQueryVariables = Exact<{
  year: number;
}>;


export type HolidaysQuery = { holidays: Array<{ day: string, name: string, kind: string, corrected: boolean }> };

export type SetHolidayMutationVariables = Exact<{
  day: string;
  name: string;
}>;


export type SetHolidayMutation = { setHoliday: boolean };

export type RemoveHolidayMutationVariables = Exact<{
  day: string;
}>;


export type RemoveHolidayMutation = { removeHoliday: boolean };

export type ApiTokenFieldsFragment = { id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string, email: string } };

export type ConfirmEmailAndSignInMutationVariables = Exact<{
  token?: string | null | undefined;
}>;


export type ConfirmEmailAndSignInMutation = { confirmEmailAndSignIn: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type ResendEmailVerificationMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ResendEmailVerificationMutation = { resendEmailVerification: { messageId: string, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { messageId: string, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { messageId: string, message: string } };

export type AcceptInvitationMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { messageId: string, message: string } };

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { authProviders: Array<{ id: string, name: string }> };

export type ExchangeOAuthCodeMutationVariables = Exact<{
  code?: string | null | undefined;
}>;


export type ExchangeOAuthCodeMutation = { exchangeOAuthCode: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type PendingSocialSignUpQueryVariables = Exact<{
  ticket: string;
}>;


export type PendingSocialSignUpQuery = { pendingSocialSignUp: { email: string, firstName: string | null, lastName: string | null, providerName: string } | null };

export type CompleteSocialSignUpMutationVariables = Exact<{
  input: SocialSignUpInput;
}>;


export type CompleteSocialSignUpMutation = { completeSocialSignUp: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type ClientFieldsFragment = { id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null };

export type ClientsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type ClientsQuery = { clients: { total: number, items: Array<{ id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null }> } };

export type ClientByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientByIdQuery = { client: { id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null } };

export type ClientMatchesQueryVariables = Exact<{
  name?: string | null | undefined;
  ice?: string | null | undefined;
  exceptId?: string | number | null | undefined;
}>;


export type ClientMatchesQuery = { clientMatches: Array<{ id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null }> };

export type CreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type CreateClientMutation = { createClient: { id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null } };

export type UpdateClientMutationVariables = Exact<{
  id: string | number;
  input: ClientInput;
}>;


export type UpdateClientMutation = { updateClient: { id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null } };

export type DeleteClientMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteClientMutation = { deleteClient: boolean };

export type UpdateCompanySettingsMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type UpdateCompanySettingsMutation = { updateCompanySettings: { name: string, vatSubject: boolean, quoteValidityDays: number, paymentTermsDays: number, retentionRate: string, guaranteeMonths: number, einvoicingFrom: string | null } };

export type CompanyLegalFieldsFragment = { name: string, legalForm: string | null, capital: string | null, address: string | null, city: string | null, ice: string | null, fiscalId: string | null, tradeRegister: string | null, tradeRegisterCourt: string | null, patente: string | null, cnss: string | null, phone: string | null, email: string | null, bank: string | null, rib: string | null, logo: { fileId: string, url: string } | null };

export type CompanyLegalQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyLegalQuery = { companyLegal: { name: string, legalForm: string | null, capital: string | null, address: string | null, city: string | null, ice: string | null, fiscalId: string | null, tradeRegister: string | null, tradeRegisterCourt: string | null, patente: string | null, cnss: string | null, phone: string | null, email: string | null, bank: string | null, rib: string | null, logo: { fileId: string, url: string } | null } };

export type UpdateCompanyLegalMutationVariables = Exact<{
  input: CompanyLegalInput;
}>;


export type UpdateCompanyLegalMutation = { updateCompanyLegal: { name: string, legalForm: string | null, capital: string | null, address: string | null, city: string | null, ice: string | null, fiscalId: string | null, tradeRegister: string | null, tradeRegisterCourt: string | null, patente: string | null, cnss: string | null, phone: string | null, email: string | null, bank: string | null, rib: string | null, logo: { fileId: string, url: string } | null } };

export type DailyLogPurchaseFieldsFragment = { id: string, label: string, supplierName: string | null, amountTTC: string };

export type DailyLogFieldsFragment = { id: string | null, day: string, saved: boolean, weatherMorning: Weather | null, weatherAfternoon: Weather | null, temperatureMin: number | null, temperatureMax: number | null, weatherNote: string, stoppedByWeather: boolean, deliveryNote: string, events: string, incidents: string, signedAt: string | null, signedByName: string | null, signatureUrl: string | null, updatedAt: string | null, site: { id: string, name: string }, manpower: Array<{ trade: string, company: string, count: number }>, equipment: Array<{ name: string, count: number }>, deliveries: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, purchasesOfDay: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, visitors: Array<{ name: string, organisation: string, purpose: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, addenda: Array<{ id: string, text: string, authorName: string, createdAt: string }> };

export type DailyLogSummaryFieldsFragment = { id: string, day: string, weatherMorning: Weather | null, weatherAfternoon: Weather | null, stoppedByWeather: boolean, headcount: number, photoCount: number, addendumCount: number, hasIncident: boolean, signedAt: string | null, signedByName: string | null };

export type DailyLogSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type DailyLogSiteQuery = { site: { id: string, name: string } };

export type SiteDailyLogsQueryVariables = Exact<{
  siteId: string | number;
  from: string;
  to: string;
}>;


export type SiteDailyLogsQuery = { dailyLogs: { items: Array<{ id: string, day: string, weatherMorning: Weather | null, weatherAfternoon: Weather | null, stoppedByWeather: boolean, headcount: number, photoCount: number, addendumCount: number, hasIncident: boolean, signedAt: string | null, signedByName: string | null }> } };

export type DailyLogDayQueryVariables = Exact<{
  siteId: string | number;
  day: string;
}>;


export type DailyLogDayQuery = { dailyLog: { id: string | null, day: string, saved: boolean, weatherMorning: Weather | null, weatherAfternoon: Weather | null, temperatureMin: number | null, temperatureMax: number | null, weatherNote: string, stoppedByWeather: boolean, deliveryNote: string, events: string, incidents: string, signedAt: string | null, signedByName: string | null, signatureUrl: string | null, updatedAt: string | null, site: { id: string, name: string }, manpower: Array<{ trade: string, company: string, count: number }>, equipment: Array<{ name: string, count: number }>, deliveries: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, purchasesOfDay: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, visitors: Array<{ name: string, organisation: string, purpose: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, addenda: Array<{ id: string, text: string, authorName: string, createdAt: string }> } };

export type SaveDailyLogMutationVariables = Exact<{
  input: DailyLogInput;
}>;


export type SaveDailyLogMutation = { saveDailyLog: { id: string | null, day: string, saved: boolean, weatherMorning: Weather | null, weatherAfternoon: Weather | null, temperatureMin: number | null, temperatureMax: number | null, weatherNote: string, stoppedByWeather: boolean, deliveryNote: string, events: string, incidents: string, signedAt: string | null, signedByName: string | null, signatureUrl: string | null, updatedAt: string | null, site: { id: string, name: string }, manpower: Array<{ trade: string, company: string, count: number }>, equipment: Array<{ name: string, count: number }>, deliveries: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, purchasesOfDay: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, visitors: Array<{ name: string, organisation: string, purpose: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, addenda: Array<{ id: string, text: string, authorName: string, createdAt: string }> } };

export type SignDailyLogMutationVariables = Exact<{
  input: DailyLogSignInput;
}>;


export type SignDailyLogMutation = { signDailyLog: { id: string | null, day: string, saved: boolean, weatherMorning: Weather | null, weatherAfternoon: Weather | null, temperatureMin: number | null, temperatureMax: number | null, weatherNote: string, stoppedByWeather: boolean, deliveryNote: string, events: string, incidents: string, signedAt: string | null, signedByName: string | null, signatureUrl: string | null, updatedAt: string | null, site: { id: string, name: string }, manpower: Array<{ trade: string, company: string, count: number }>, equipment: Array<{ name: string, count: number }>, deliveries: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, purchasesOfDay: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, visitors: Array<{ name: string, organisation: string, purpose: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, addenda: Array<{ id: string, text: string, authorName: string, createdAt: string }> } };

export type AddDailyLogAddendumMutationVariables = Exact<{
  input: DailyLogAddendumInput;
}>;


export type AddDailyLogAddendumMutation = { addDailyLogAddendum: { id: string | null, day: string, saved: boolean, weatherMorning: Weather | null, weatherAfternoon: Weather | null, temperatureMin: number | null, temperatureMax: number | null, weatherNote: string, stoppedByWeather: boolean, deliveryNote: string, events: string, incidents: string, signedAt: string | null, signedByName: string | null, signatureUrl: string | null, updatedAt: string | null, site: { id: string, name: string }, manpower: Array<{ trade: string, company: string, count: number }>, equipment: Array<{ name: string, count: number }>, deliveries: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, purchasesOfDay: Array<{ id: string, label: string, supplierName: string | null, amountTTC: string }>, visitors: Array<{ name: string, organisation: string, purpose: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, addenda: Array<{ id: string, text: string, authorName: string, createdAt: string }> } };

export type DashboardQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type DashboardQuery = { stockToRestockCount: number, monthFinance: { month: string, vatSubject: boolean, current: { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null }, previous: { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null }, lastMonths: Array<{ month: string, revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null }> }, monthTasks: Array<{ id: string, title: string, startDate: string, endDate: string, siteName: string | null, siteId: string | null, progress: number }>, latestSites: Array<{ id: string, name: string, client: string | null, city: string | null, status: SiteStatus, progress: number, photoThumbUrl: string | null }>, quotesWaiting: { count: number, totalTTC: string }, invoicesOverdue: { count: number, due: string, openCount: number, openDue: string }, toPay: { total: string, count: number, sites: Array<{ amount: string, count: number, site: { id: string, name: string } }> }, stockProducts: { items: Array<{ id: string, label: string, stock: string, unit: string, level: StockLevel }> }, welcomeChecklist: { companyDetails: boolean, firstSite: boolean, teamInvited: boolean, personnel: boolean, suppliers: boolean, firstQuote: boolean } };

export type DocumentTypeFieldsFragment = { id: string, name: string, category: string, builtIn: boolean };

export type SiteDocumentFieldsFragment = { id: string, label: string, documentDate: string, createdAt: string, type: { id: string, name: string, category: string, builtIn: boolean }, file: { id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } };

export type DocumentsSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type DocumentsSiteQuery = { site: { id: string, name: string } };

export type SiteDocumentsQueryVariables = Exact<{
  siteId: string | number;
  category?: string | null | undefined;
  typeId?: string | number | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteDocumentsQuery = { siteDocuments: { total: number, page: number, size: number, items: Array<{ id: string, label: string, documentDate: string, createdAt: string, type: { id: string, name: string, category: string, builtIn: boolean }, file: { id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } }> }, siteDocumentCounts: Array<{ category: string, count: number }> };

export type DocumentTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentTypesQuery = { documentTypes: Array<{ id: string, name: string, category: string, builtIn: boolean }> };

export type CreateDocumentTypeMutationVariables = Exact<{
  input: DocumentTypeInput;
}>;


export type CreateDocumentTypeMutation = { createDocumentType: { id: string, name: string, category: string, builtIn: boolean } };

export type CreateSiteDocumentMutationVariables = Exact<{
  input: SiteDocumentInput;
}>;


export type CreateSiteDocumentMutation = { createSiteDocument: { id: string, label: string, documentDate: string, createdAt: string, type: { id: string, name: string, category: string, builtIn: boolean }, file: { id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } } };

export type UpdateSiteDocumentMutationVariables = Exact<{
  id: string | number;
  input: SiteDocumentInput;
}>;


export type UpdateSiteDocumentMutation = { updateSiteDocument: { id: string, label: string, documentDate: string, createdAt: string, type: { id: string, name: string, category: string, builtIn: boolean }, file: { id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } } };

export type DeleteSiteDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSiteDocumentMutation = { deleteSiteDocument: boolean };

type FinanceLineFields_FinanceLineView_Fragment = { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null };

type FinanceLineFields_MonthFinanceLineView_Fragment = { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null };

type FinanceLineFields_SiteFinanceLineView_Fragment = { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null };

export type FinanceLineFieldsFragment =
  | FinanceLineFields_FinanceLineView_Fragment
  | FinanceLineFields_MonthFinanceLineView_Fragment
  | FinanceLineFields_SiteFinanceLineView_Fragment
;

export type GlobalFinanceQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type GlobalFinanceQuery = { globalFinance: { from: string, to: string, vatSubject: boolean, totals: { revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null }, sites: Array<{ revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null, site: { id: string, name: string } }>, months: Array<{ month: string, revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent: string | null }> } };

export type SiteFinanceSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceSiteQuery = { site: { id: string, name: string, budget: string | null, archived: boolean } };

export type SiteFinanceSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceSummaryQuery = { siteSummary: { vatSubject: boolean, revenues: string, revenuesHT: string, revenuesVAT: string, vatBalance: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, labourGross: string, labourNet: string, labourBonus: string, subcontracting: string, profitability: string, profitabilityPercent: string | null, budget: string | null, progress: number } };

export type SiteFinanceSuppliersQueryVariables = Exact<{
  search?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteFinanceSuppliersQuery = { suppliers: { total: number, items: Array<{ id: string, name: string }> } };

export type SiteFinanceInvoiceFragment = { fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean };

export type SiteFinancePurchaseFieldsFragment = { id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate: string | null, paymentMode: string | null, dueDate: string | null, settled: boolean, hasInvoice: boolean, vatWithheld: string, netToPay: string, supplierId: string, supplier: { id: string, name: string } };

export type SiteFinancePurchasesQueryVariables = Exact<{
  siteId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  supplierId?: string | number | null | undefined;
  toPay?: boolean | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteFinancePurchasesQuery = { purchases: { total: number, page: number, size: number, items: Array<{ id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate: string | null, paymentMode: string | null, dueDate: string | null, settled: boolean, hasInvoice: boolean, vatWithheld: string, netToPay: string, supplierId: string, supplier: { id: string, name: string } }>, totals: { count: number, amountHT: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string } } };

export type SiteFinancePurchaseQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteFinancePurchaseQuery = { purchase: { createdAt: string, updatedAt: string, id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate: string | null, paymentMode: string | null, dueDate: string | null, settled: boolean, hasInvoice: boolean, vatWithheld: string, netToPay: string, supplierId: string, invoice: { fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean } | null, payments: Array<{ id: string, date: string, amount: string, mode: string | null }> | null, supplier: { id: string, name: string } } };

export type SiteFinanceCreatePurchaseMutationVariables = Exact<{
  siteId: string | number;
  input: PurchaseInput;
}>;


export type SiteFinanceCreatePurchaseMutation = { createPurchase: { id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate: string | null, paymentMode: string | null, dueDate: string | null, settled: boolean, hasInvoice: boolean, vatWithheld: string, netToPay: string, supplierId: string, supplier: { id: string, name: string } } };

export type SiteFinanceUpdatePurchaseMutationVariables = Exact<{
  id: string | number;
  input: PurchaseInput;
}>;


export type SiteFinanceUpdatePurchaseMutation = { updatePurchase: { id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate: string | null, paymentMode: string | null, dueDate: string | null, settled: boolean, hasInvoice: boolean, vatWithheld: string, netToPay: string, supplierId: string, supplier: { id: string, name: string } } };

export type SiteFinanceDeletePurchaseMutationVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceDeletePurchaseMutation = { deletePurchase: boolean };

export type SiteFinanceRevenueFieldsFragment = { id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean };

export type SiteFinanceRevenuesQueryVariables = Exact<{
  siteId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteFinanceRevenuesQuery = { revenues: { total: number, page: number, size: number, items: Array<{ id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean }>, totals: { count: number, amount: string, amountHT: string, amountVAT: string } } };

export type SiteFinanceRevenueQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceRevenueQuery = { revenue: { createdAt: string, updatedAt: string, id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean, invoice: { fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean } | null } };

export type SiteFinanceCreateRevenueMutationVariables = Exact<{
  siteId: string | number;
  input: RevenueInput;
}>;


export type SiteFinanceCreateRevenueMutation = { createRevenue: { id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean } };

export type SiteFinanceUpdateRevenueMutationVariables = Exact<{
  id: string | number;
  input: RevenueInput;
}>;


export type SiteFinanceUpdateRevenueMutation = { updateRevenue: { id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean } };

export type SiteFinanceDeleteRevenueMutationVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceDeleteRevenueMutation = { deleteRevenue: boolean };

export type SiteFinanceServiceSheetFieldsFragment = { id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string };

export type SiteFinanceServiceSheetsQueryVariables = Exact<{
  siteId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  supplier?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteFinanceServiceSheetsQuery = { serviceSheets: { total: number, page: number, size: number, items: Array<{ id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string }>, totals: { count: number, amountPaid: string, bonus: string, total: string } } };

export type SiteFinanceCreateServiceSheetMutationVariables = Exact<{
  siteId: string | number;
  input: ServiceSheetInput;
}>;


export type SiteFinanceCreateServiceSheetMutation = { createServiceSheet: { id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string } };

export type SiteFinanceUpdateServiceSheetMutationVariables = Exact<{
  id: string | number;
  input: ServiceSheetInput;
}>;


export type SiteFinanceUpdateServiceSheetMutation = { updateServiceSheet: { id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string } };

export type SiteFinanceDeleteServiceSheetMutationVariables = Exact<{
  id: string | number;
}>;


export type SiteFinanceDeleteServiceSheetMutation = { deleteServiceSheet: boolean };

export type FollowUpPhotoFieldsFragment = { id: string, url: string, thumbnailUrl: string, name: string };

export type FollowUpSendingFieldsFragment = { id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus };

export type FollowUpFieldsFragment = { id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> };

export type FollowUpsSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type FollowUpsSiteQuery = { site: { id: string, name: string } };

export type SiteFollowUpsQueryVariables = Exact<{
  siteId: string | number;
  search?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteFollowUpsQuery = { followUps: { total: number, page: number, size: number, items: Array<{ id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> }> } };

export type FollowUpDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FollowUpDetailQuery = { followUp: { id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, sendings: Array<{ id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus }>, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> } };

export type CreateFollowUpMutationVariables = Exact<{
  input: FollowUpInput;
}>;


export type CreateFollowUpMutation = { createFollowUp: { id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> } };

export type UpdateFollowUpMutationVariables = Exact<{
  id: string | number;
  input: FollowUpInput;
}>;


export type UpdateFollowUpMutation = { updateFollowUp: { id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> } };

export type DeleteFollowUpMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFollowUpMutation = { deleteFollowUp: boolean };

export type SendFollowUpMutationVariables = Exact<{
  id: string | number;
  input: FollowUpMailInput;
}>;


export type SendFollowUpMutation = { sendFollowUp: { id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus } };

export type HelpSendContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type HelpSendContactMutation = { sendContactMessage: { message: string } };

export type InvoiceClearanceFieldsFragment = { id: string, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null };

export type InvoiceUblQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceUblQuery = { invoiceUbl: { fileName: string, violations: Array<{ rule: string, article: string, message: string }> } };

export type SubmitInvoiceClearanceMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitInvoiceClearanceMutation = { submitInvoiceClearance: { id: string, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type RecordInvoiceClearanceMutationVariables = Exact<{
  id: string | number;
  input: ClearanceAnswerInput;
}>;


export type RecordInvoiceClearanceMutation = { recordInvoiceClearance: { id: string, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type InvoiceListFieldsFragment = { id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, quote: { id: string, reference: string }, client: { id: string, name: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null };

export type InvoiceDetailFieldsFragment = { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null };

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilterInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type InvoicesQuery = { invoices: { total: number, items: Array<{ id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, quote: { id: string, reference: string }, client: { id: string, name: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null }>, totals: { count: number, totalTTC: string, due: string } } };

export type InvoiceDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceDetailQuery = { invoice: { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type CreateInvoiceMutationVariables = Exact<{
  quoteId: string | number;
  input: InvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type RecordPaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type CreateCreditNoteMutationVariables = Exact<{
  invoiceId: string | number;
  input: CreditNoteInput;
}>;


export type CreateCreditNoteMutation = { createCreditNote: { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type InvoiceQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceQuoteQuery = { quote: { id: string, reference: string, status: string, issueDate: string, totalHT: string, totalTTC: string, client: { id: string, name: string, kind: string, language: string, ice: string | null, address: string | null, city: string | null, phone: string | null, email: string | null }, site: { id: string, name: string } | null }, changeOrders: { currentHT: string, lines: Array<{ id: string, lotTitle: string, designation: string, totalHT: string, vatRate: string, addedBy: string | null, changedBy: string | null, removed: boolean }> }, quoteInvoicing: { leftHT: string, depositsHT: string, retentionHeld: string, invoiceCount: number, progress: Array<{ lineId: string, percent: string }> } };

export type DeletePaymentMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type DeletePaymentMutation = { deletePayment: { percent: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, client: { email: string | null, id: string, name: string }, lines: Array<{ designation: string, quoteLineId: string | null, previousPercent: string | null, cumulativePercent: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null, payments: Array<{ id: string, date: string, amount: string, mode: string, reference: string | null }> | null, quote: { id: string, reference: string }, site: { id: string, name: string }, creditOf: { id: string, reference: string } | null, clearance: { status: string, number: string | null, reasons: Array<string> | null, submittedAt: string | null, answeredAt: string | null } | null } };

export type InvoicePreviewQueryVariables = Exact<{
  quoteId: string | number;
  input: InvoiceInput;
}>;


export type InvoicePreviewQuery = { invoicePreview: { reference: string, totalHT: string, totalVAT: string, totalTTC: string, retentionAmount: string, netToPay: string, vat: Array<{ rate: string, base: string, vat: string }> | null } };

export type InvoiceSendingFieldsFragment = { id: string, to: string, sentByName: string, createdAt: string, delivered: boolean };

export type InvoiceSendingsQueryVariables = Exact<{
  invoiceId: string | number;
}>;


export type InvoiceSendingsQuery = { invoiceSendings: Array<{ id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type SendInvoiceMutationVariables = Exact<{
  id: string | number;
  input: InvoiceMailInput;
}>;


export type SendInvoiceMutation = { sendInvoice: Array<{ id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type NotificationFieldsFragment = { id: string, kind: NotificationKind, link: string, readAt: string | null, visibleFrom: string, params: { label: string | null, reference: string | null, client: string | null, quantity: string | null, unit: string | null, threshold: string | null, amount: string | null, date: string | null, startDate: string | null, endDate: string | null, siteName: string | null, authorName: string | null, excerpt: string | null } };

export type NotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { total: number, unread: number, items: Array<{ id: string, kind: NotificationKind, link: string, readAt: string | null, visibleFrom: string, params: { label: string | null, reference: string | null, client: string | null, quantity: string | null, unit: string | null, threshold: string | null, amount: string | null, date: string | null, startDate: string | null, endDate: string | null, siteName: string | null, authorName: string | null, excerpt: string | null } }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, kind: NotificationKind, link: string, readAt: string | null, visibleFrom: string, params: { label: string | null, reference: string | null, client: string | null, quantity: string | null, unit: string | null, threshold: string | null, amount: string | null, date: string | null, startDate: string | null, endDate: string | null, siteName: string | null, authorName: string | null, excerpt: string | null } } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: { dailyDigest: boolean } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  dailyDigest?: boolean | null | undefined;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { dailyDigest: boolean } };

export type PublicPlaceFieldsFragment = { code: string, nameFr: string, nameEn: string, nameAr: string };

export type PublicPartnerDirectoryQueryVariables = Exact<{
  search?: string | null | undefined;
  serviceType?: string | null | undefined;
  region?: string | null | undefined;
  city?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PublicPartnerDirectoryQuery = { partners: { page: number, size: number, total: number, items: Array<{ id: string, name: string, logoUrl: string | null, serviceTypes: Array<string>, summary: string | null, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }> }> } };

export type PublicPartnerQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicPartnerQuery = { partner: { id: string, name: string, logoUrl: string | null, serviceTypes: Array<string>, description: string | null, ice: string | null, createdAt: string, canContact: boolean, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, photos: Array<{ id: string, url: string, thumbnailUrl: string }>, contact: { firstName: string, lastName: string, email: string, phone: string } | null } };

export type PublicRegionsQueryVariables = Exact<{
  country: string;
}>;


export type PublicRegionsQuery = { regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }> };

export type PublicCitiesQueryVariables = Exact<{
  country: string;
  region?: string | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type PublicCitiesQuery = { cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string, region: string | null }> };

export type PublicRegisterPartnerMutationVariables = Exact<{
  input: PartnerSignUpInput;
}>;


export type PublicRegisterPartnerMutation = { registerPartner: { id: string, email: string } };

export type PublicSendPartnerRequestMutationVariables = Exact<{
  input: PartnerContactInput;
}>;


export type PublicSendPartnerRequestMutation = { sendPartnerRequest: { id: string, message: string } };

export type PublicMySitesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PublicMySitesQuery = { sites: { items: Array<{ id: string, name: string }> } };

export type SpacePartnerReserveFieldsFragment = { id: string, reference: string, companyName: string, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, reviewedAt: string | null, createdAt: string, site: { name: string, address: string | null, city: string | null }, plan: { title: string, version: number, versionInForce: number, page: number, fileUrl: string, contentType: string }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> };

export type SpacePartnerReservesQueryVariables = Exact<{
  state?: PartnerReserveState | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SpacePartnerReservesQuery = { partnerReserves: { total: number, page: number, size: number, items: Array<{ id: string, reference: string, companyName: string, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, reviewedAt: string | null, createdAt: string, site: { name: string, address: string | null, city: string | null }, plan: { title: string, version: number, versionInForce: number, page: number, fileUrl: string, contentType: string }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> }>, counts: { toLift: number, lifted: number, validated: number } } };

export type SpaceLiftPartnerReserveMutationVariables = Exact<{
  id: string | number;
  input?: ReserveLiftInput | null | undefined;
}>;


export type SpaceLiftPartnerReserveMutation = { liftPartnerReserve: { id: string, reference: string, companyName: string, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, reviewedAt: string | null, createdAt: string, site: { name: string, address: string | null, city: string | null }, plan: { title: string, version: number, versionInForce: number, page: number, fileUrl: string, contentType: string }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }> } };

export type SpacePartnerProfileFieldsFragment = { id: string, name: string, ice: string | null, description: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, logo: { id: string, url: string } | null, photos: Array<{ id: string, thumbnailUrl: string }> };

export type SpaceContactRequestFieldsFragment = { id: string, createdAt: string, senderName: string, senderCompanyName: string, senderEmail: string, senderPhone: string | null, siteName: string | null, siteCity: string | null, message: string, status: string };

export type SpaceMyPartnerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SpaceMyPartnerProfileQuery = { myPartnerProfile: { id: string, name: string, ice: string | null, description: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, logo: { id: string, url: string } | null, photos: Array<{ id: string, thumbnailUrl: string }> } | null };

export type SpacePartnerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SpacePartnerDashboardQuery = { partnerDashboard: { partnerId: string, name: string, published: boolean, viewsThisMonth: number, viewsLastMonth: number, completeness: { percent: number, missing: Array<string> }, requests: { nouveau: number, repondu: number, clos: number } } };

export type SpaceContactRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SpaceContactRequestsQuery = { partnerContactRequests: { page: number, size: number, total: number, items: Array<{ id: string, createdAt: string, senderName: string, senderCompanyName: string, senderEmail: string, senderPhone: string | null, siteName: string | null, siteCity: string | null, message: string, status: string }> } };

export type SpaceSetRequestStatusMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;


export type SpaceSetRequestStatusMutation = { setContactRequestStatus: { id: string, status: string } };

export type SpaceCreatePartnerProfileMutationVariables = Exact<{
  input: PartnerProfileInput;
}>;


export type SpaceCreatePartnerProfileMutation = { createPartnerProfile: { id: string, name: string, ice: string | null, description: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, logo: { id: string, url: string } | null, photos: Array<{ id: string, thumbnailUrl: string }> } };

export type SpaceUpdatePartnerProfileMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: PartnerProfileInput;
}>;


export type SpaceUpdatePartnerProfileMutation = { updatePartnerProfile: { id: string, name: string, ice: string | null, description: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }>, logo: { id: string, url: string } | null, photos: Array<{ id: string, thumbnailUrl: string }> } };

export type SpaceDeletePartnerProfileMutationVariables = Exact<{
  id: string | number;
}>;


export type SpaceDeletePartnerProfileMutation = { deletePartnerProfile: boolean };

export type SpaceRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SpaceRegionsQuery = { regions: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string }> };

export type SpaceCitiesQueryVariables = Exact<{
  region?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type SpaceCitiesQuery = { cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string, region: string | null }> };

export type PersonnelFieldsFragment = { id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, cnssNumber: string | null, active: boolean, createdAt: string };

export type AssignmentFieldsFragment = { id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { id: string, firstName: string, lastName: string, trade: string }, site: { id: string, name: string } };

export type PersonnelQueryVariables = Exact<{
  search?: string | null | undefined;
  includeInactive?: boolean | null | undefined;
  sort?: string | null | undefined;
  desc?: boolean | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PersonnelQuery = { personnel: { total: number, page: number, size: number, items: Array<{ id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, cnssNumber: string | null, active: boolean, createdAt: string }> } };

export type CreatePersonnelMutationVariables = Exact<{
  input: PersonnelInput;
}>;


export type CreatePersonnelMutation = { createPersonnel: { id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, cnssNumber: string | null, active: boolean, createdAt: string } };

export type UpdatePersonnelMutationVariables = Exact<{
  id: string | number;
  input: PersonnelInput;
}>;


export type UpdatePersonnelMutation = { updatePersonnel: { id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, cnssNumber: string | null, active: boolean, createdAt: string } };

export type SetPersonnelActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetPersonnelActiveMutation = { setPersonnelActive: { id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, cnssNumber: string | null, active: boolean, createdAt: string } };

export type DeletePersonnelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePersonnelMutation = { deletePersonnel: PersonnelRemoval };

export type PeriodAssignmentsQueryVariables = Exact<{
  siteId?: string | number | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PeriodAssignmentsQuery = { assignments: { total: number, page: number, size: number, items: Array<{ id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { id: string, firstName: string, lastName: string, trade: string }, site: { id: string, name: string } }> } };

export type UnassignedPersonnelQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  search?: string | null | undefined;
}>;


export type UnassignedPersonnelQuery = { unassignedPersonnel: Array<{ id: string, firstName: string, lastName: string, trade: string, dailyRate: string }> };

export type AssignPersonnelMutationVariables = Exact<{
  input: AssignmentInput;
}>;


export type AssignPersonnelMutation = { assignPersonnel: Array<{ id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { id: string, firstName: string, lastName: string, trade: string }, site: { id: string, name: string } }> };

export type RescheduleAssignmentMutationVariables = Exact<{
  id: string | number;
  input: PeriodInput;
}>;


export type RescheduleAssignmentMutation = { rescheduleAssignment: { id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { id: string, firstName: string, lastName: string, trade: string }, site: { id: string, name: string } } };

export type DeleteAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAssignmentMutation = { deleteAssignment: boolean };

export type PlanningFeedQueryVariables = Exact<{
  personnelId: string | number;
}>;


export type PlanningFeedQuery = { planningFeed: { createdAt: string } | null };

export type CreatePlanningFeedMutationVariables = Exact<{
  personnelId: string | number;
}>;


export type CreatePlanningFeedMutation = { createPlanningFeed: { url: string, createdAt: string } };

export type RevokePlanningFeedMutationVariables = Exact<{
  personnelId: string | number;
}>;


export type RevokePlanningFeedMutation = { revokePlanningFeed: boolean };

export type TaskFieldsFragment = { id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> };

export type PlanningTasksQueryVariables = Exact<{
  from: string;
  to: string;
  siteId?: string | number | null | undefined;
  personnelId?: string | number | null | undefined;
}>;


export type PlanningTasksQuery = { tasks: Array<{ id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> }> };

export type PlanningPeopleQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PlanningPeopleQuery = { personnel: { items: Array<{ id: string, firstName: string, lastName: string, trade: string }> } };

export type CreateTaskMutationVariables = Exact<{
  input: TaskInput;
  confirmConflicts?: boolean | null | undefined;
}>;


export type CreateTaskMutation = { createTask: { id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> } };

export type UpdateTaskMutationVariables = Exact<{
  id: string | number;
  input: TaskInput;
  confirmConflicts?: boolean | null | undefined;
  baseUpdatedAt?: string | null | undefined;
}>;


export type UpdateTaskMutation = { updateTask: { id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> } };

export type MoveTaskMutationVariables = Exact<{
  id: string | number;
  input: TaskDatesInput;
  confirmConflicts?: boolean | null | undefined;
  baseUpdatedAt?: string | null | undefined;
}>;


export type MoveTaskMutation = { moveTask: { id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> } };

export type DeleteTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTaskMutation = { deleteTask: boolean };

export type PlanningSiteAssignmentsQueryVariables = Exact<{
  siteId: string | number;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type PlanningSiteAssignmentsQuery = { assignments: { items: Array<{ id: string, personnelId: string }> } };

export type PlanningSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanningSiteQuery = { site: { id: string, name: string } };

export type SitePlanningSummaryQueryVariables = Exact<{
  siteId: string | number;
}>;


export type SitePlanningSummaryQuery = { sitePlanningSummary: { progress: number | null, taskCount: number, nextTasks: Array<{ id: string, title: string, description: string | null, startDate: string, endDate: string, progress: number, category: string, updatedAt: string, site: { id: string, name: string }, people: Array<{ id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ id: string, title: string }> }> } };

export type PlanningSiteTasksQueryVariables = Exact<{
  siteId: string | number;
  from: string;
  to: string;
}>;


export type PlanningSiteTasksQuery = { tasks: Array<{ id: string, title: string, startDate: string, endDate: string }> };

export type MoveConflictsQueryVariables = Exact<{
  input: TaskCheckInput;
}>;


export type MoveConflictsQuery = { taskConflicts: Array<{ kind: string, message: string }> };

export type PlanVersionFieldsFragment = { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null };

export type PlanFieldsFragment = { id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> };

export type ReservePhotoFieldsFragment = { id: string, url: string, thumbnailUrl: string, name: string };

export type ReserveFieldsFragment = { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null };

export type PunchListSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type PunchListSiteQuery = { site: { id: string, name: string } };

export type SitePlansQueryVariables = Exact<{
  siteId: string | number;
}>;


export type SitePlansQuery = { plans: Array<{ id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> }> };

export type PlanDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanDetailQuery = { plan: { id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, site: { id: string, name: string }, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> } };

export type SiteReservesQueryVariables = Exact<{
  siteId: string | number;
  filter?: ReserveFilterInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SiteReservesQuery = { reserves: { total: number, page: number, size: number, items: Array<{ id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null }>, totals: { open: number, lifted: number, validated: number, refused: number } } };

export type ReserveDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ReserveDetailQuery = { reserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, site: { id: string, name: string }, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type ReservePersonnelQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ReservePersonnelQuery = { personnel: { items: Array<{ id: string, firstName: string, lastName: string, trade: string }> } };

export type ReservePartnersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ReservePartnersQuery = { partners: { items: Array<{ id: string, name: string }> } };

export type CreatePlanMutationVariables = Exact<{
  input: PlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> } };

export type AddPlanVersionMutationVariables = Exact<{
  planId: string | number;
  input: PlanVersionInput;
}>;


export type AddPlanVersionMutation = { addPlanVersion: { id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> } };

export type RenamePlanMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenamePlanMutation = { renamePlan: { id: string, title: string, reserveCount: number, openReserveCount: number, createdAt: string, updatedAt: string, currentVersion: { id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }, versions: Array<{ id: string, number: number, fileUrl: string, fileName: string, contentType: string, pageCount: number, note: string, uploadedByName: string, uploadedAt: string, superseded: boolean, supersededBy: number | null }> } };

export type DeletePlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlanMutation = { deletePlan: boolean };

export type CreateReserveMutationVariables = Exact<{
  input: ReserveInput;
}>;


export type CreateReserveMutation = { createReserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type UpdateReserveMutationVariables = Exact<{
  id: string | number;
  input: ReserveUpdateInput;
}>;


export type UpdateReserveMutation = { updateReserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type LiftReserveMutationVariables = Exact<{
  id: string | number;
  input?: ReserveLiftInput | null | undefined;
}>;


export type LiftReserveMutation = { liftReserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type ValidateReserveMutationVariables = Exact<{
  id: string | number;
}>;


export type ValidateReserveMutation = { validateReserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type RefuseReserveMutationVariables = Exact<{
  id: string | number;
  input: ReserveRefusalInput;
}>;


export type RefuseReserveMutation = { refuseReserve: { id: string, number: number, reference: string, page: number, x: number, y: number, title: string, description: string, trade: string, dueDate: string | null, overdue: boolean, status: ReserveStatus, statusNote: string, liftedAt: string | null, liftedByName: string | null, reviewedAt: string | null, reviewedByName: string | null, createdByName: string, createdAt: string, updatedAt: string, plan: { id: string, title: string }, version: { id: string, number: number, contentType: string, fileUrl: string, pageCount: number, superseded: boolean, supersededBy: number | null }, photos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, liftPhotos: Array<{ id: string, url: string, thumbnailUrl: string, name: string }>, responsible: { type: ReserveResponsibleType, id: string | null, name: string } | null } };

export type DeleteReserveMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReserveMutation = { deleteReserve: boolean };

export type ChangeOrderLineFieldsFragment = { id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string };

export type ChangeOrderFieldsFragment = { id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> };

export type BillableLineFieldsFragment = { id: string, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, totalHT: string, addedBy: string | null, changedBy: string | null, removed: boolean };

export type ChangeOrdersQueryVariables = Exact<{
  quoteId: string | number;
}>;


export type ChangeOrdersQuery = { changeOrders: { initialHT: string, initialTTC: string, currentHT: string, currentTTC: string, items: Array<{ id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> }>, lines: Array<{ id: string, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, totalHT: string, addedBy: string | null, changedBy: string | null, removed: boolean }> }, quoteInvoicing: { progress: Array<{ lineId: string, percent: string }> } };

export type CreateChangeOrderMutationVariables = Exact<{
  quoteId: string | number;
  input: ChangeOrderInput;
}>;


export type CreateChangeOrderMutation = { createChangeOrder: { id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> } };

export type UpdateChangeOrderMutationVariables = Exact<{
  id: string | number;
  input: ChangeOrderInput;
}>;


export type UpdateChangeOrderMutation = { updateChangeOrder: { id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> } };

export type AcceptChangeOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptChangeOrderMutation = { acceptChangeOrder: { id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> } };

export type RefuseChangeOrderMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RefuseChangeOrderMutation = { refuseChangeOrder: { id: string, quoteId: string, reference: string, label: string, issueDate: string, status: ChangeOrderStatus, deltaHT: string, deltaVAT: string, deltaTTC: string, decidedAt: string | null, refusalReason: string | null, lines: Array<{ id: string, action: ChangeOrderAction, lineId: string | null, lotTitle: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string, previousHT: string }> } };

export type DeleteChangeOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteChangeOrderMutation = { deleteChangeOrder: boolean };

export type QuoteSitesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type QuoteSitesQuery = { sites: { items: Array<{ id: string, name: string, city: string | null }> } };

export type QuoteDetailFieldsFragment = { id: string, reference: string, clientPhone: string | null, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes: string | null, conditions: string | null, client: { id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null }, site: { id: string, name: string } | null, lots: Array<{ title: string, subtotalHT: string, lines: Array<{ id: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null };

export type QuoteDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type QuoteDetailQuery = { quote: { id: string, reference: string, clientPhone: string | null, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes: string | null, conditions: string | null, client: { id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null }, site: { id: string, name: string } | null, lots: Array<{ title: string, subtotalHT: string, lines: Array<{ id: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null } };

export type QuoteFormDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteFormDefaultsQuery = { companySettings: { quoteValidityDays: number } };

export type QuoteClientsQueryVariables = Exact<{
  search?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type QuoteClientsQuery = { clients: { total: number, items: Array<{ id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null }> } };

export type QuoteCreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type QuoteCreateClientMutation = { createClient: { id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null } };

export type CreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateQuoteMutation = { createQuote: { id: string, reference: string, clientPhone: string | null, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes: string | null, conditions: string | null, client: { id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null }, site: { id: string, name: string } | null, lots: Array<{ title: string, subtotalHT: string, lines: Array<{ id: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null } };

export type UpdateQuoteMutationVariables = Exact<{
  id: string | number;
  input: QuoteInput;
}>;


export type UpdateQuoteMutation = { updateQuote: { id: string, reference: string, clientPhone: string | null, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes: string | null, conditions: string | null, client: { id: string, name: string, kind: string, ice: string | null, phone: string | null, city: string | null, email: string | null }, site: { id: string, name: string } | null, lots: Array<{ title: string, subtotalHT: string, lines: Array<{ id: string, designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat: Array<{ rate: string, base: string, vat: string }> | null } };

export type QuoteSendingFieldsFragment = { id: string, to: string, sentByName: string, createdAt: string, delivered: boolean };

export type QuoteSendingsQueryVariables = Exact<{
  quoteId: string | number;
}>;


export type QuoteSendingsQuery = { quoteSendings: Array<{ id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type SendQuoteMutationVariables = Exact<{
  id: string | number;
  input: QuoteMailInput;
}>;


export type SendQuoteMutation = { sendQuote: Array<{ id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type LinkQuoteToSiteMutationVariables = Exact<{
  id: string | number;
  siteId: string | number;
}>;


export type LinkQuoteToSiteMutation = { linkQuoteToSite: { id: string, reference: string, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalTTC: string, client: { id: string, name: string, email: string | null }, site: { id: string, name: string } | null } };

export type QuoteListFieldsFragment = { id: string, reference: string, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalTTC: string, client: { id: string, name: string, email: string | null }, site: { id: string, name: string } | null };

export type QuotesQueryVariables = Exact<{
  filter?: QuoteFilterInput | null | undefined;
  sort?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type QuotesQuery = { quotes: { total: number, page: number, size: number, items: Array<{ id: string, reference: string, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalTTC: string, client: { id: string, name: string, email: string | null }, site: { id: string, name: string } | null }>, totals: { count: number, totalHT: string, totalTTC: string } } };

export type SetQuoteStatusMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;


export type SetQuoteStatusMutation = { setQuoteStatus: { id: string, reference: string, issueDate: string, validUntil: string, object: string | null, status: string, totalHT: string, totalTTC: string, client: { id: string, name: string, email: string | null }, site: { id: string, name: string } | null } };

export type DuplicateQuoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateQuoteMutation = { duplicateQuote: { id: string, reference: string } };

export type DeleteQuoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteQuoteMutation = { deleteQuote: boolean };

export type CreateSiteFromQuoteMutationVariables = Exact<{
  id: string | number;
}>;


export type CreateSiteFromQuoteMutation = { createSiteFromQuote: { id: string, site: { id: string, name: string } | null } };

export type ReceptionReserveFieldsFragment = { number: number, title: string, trade: string, status: string, responsible: string | null };

export type ReceptionFieldsFragment = { id: string, kind: ReceptionKind, date: string, notes: string, status: string, withReserves: boolean, companySignerName: string | null, companySignatureUrl: string | null, clientSignerName: string | null, clientSignatureUrl: string | null, signedAt: string | null, createdAt: string, parties: Array<{ role: ReceptionRole, name: string, organisation: string }>, reserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> };

export type ReceptionSiteQueryVariables = Exact<{
  id: string | number;
}>;


export type ReceptionSiteQuery = { site: { id: string, name: string, client: string | null } };

export type SiteReceptionsQueryVariables = Exact<{
  siteId: string | number;
}>;


export type SiteReceptionsQuery = { receptions: { guaranteeMonths: number, finalFrom: string | null, items: Array<{ id: string, kind: ReceptionKind, date: string, notes: string, status: string, withReserves: boolean, companySignerName: string | null, companySignatureUrl: string | null, clientSignerName: string | null, clientSignatureUrl: string | null, signedAt: string | null, createdAt: string, parties: Array<{ role: ReceptionRole, name: string, organisation: string }>, reserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> }>, openReserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> } };

export type CreateReceptionMutationVariables = Exact<{
  input: ReceptionInput;
}>;


export type CreateReceptionMutation = { createReception: { id: string, kind: ReceptionKind, date: string, notes: string, status: string, withReserves: boolean, companySignerName: string | null, companySignatureUrl: string | null, clientSignerName: string | null, clientSignatureUrl: string | null, signedAt: string | null, createdAt: string, parties: Array<{ role: ReceptionRole, name: string, organisation: string }>, reserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> } };

export type UpdateReceptionMutationVariables = Exact<{
  id: string | number;
  input: ReceptionInput;
}>;


export type UpdateReceptionMutation = { updateReception: { id: string, kind: ReceptionKind, date: string, notes: string, status: string, withReserves: boolean, companySignerName: string | null, companySignatureUrl: string | null, clientSignerName: string | null, clientSignatureUrl: string | null, signedAt: string | null, createdAt: string, parties: Array<{ role: ReceptionRole, name: string, organisation: string }>, reserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> } };

export type SignReceptionMutationVariables = Exact<{
  id: string | number;
  input: ReceptionSignInput;
}>;


export type SignReceptionMutation = { signReception: { id: string, kind: ReceptionKind, date: string, notes: string, status: string, withReserves: boolean, companySignerName: string | null, companySignatureUrl: string | null, clientSignerName: string | null, clientSignatureUrl: string | null, signedAt: string | null, createdAt: string, parties: Array<{ role: ReceptionRole, name: string, organisation: string }>, reserves: Array<{ number: number, title: string, trade: string, status: string, responsible: string | null }> } };

export type DeleteReceptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReceptionMutation = { deleteReception: boolean };

export type SignatureLinkFieldsFragment = { status: string, kind: string, title: string, company: string, recipientName: string, maskedEmail: string, expiresAt: string, message: string | null, signerName: string | null, answeredAt: string | null };

export type SignatureLinkQueryVariables = Exact<{
  token: string;
}>;


export type SignatureLinkQuery = { signatureLink: { status: string, kind: string, title: string, company: string, recipientName: string, maskedEmail: string, expiresAt: string, message: string | null, signerName: string | null, answeredAt: string | null } };

export type RequestSignatureCodeMutationVariables = Exact<{
  token: string;
}>;


export type RequestSignatureCodeMutation = { requestSignatureCode: { status: string, kind: string, title: string, company: string, recipientName: string, maskedEmail: string, expiresAt: string, message: string | null, signerName: string | null, answeredAt: string | null } };

export type VerifySignatureCodeMutationVariables = Exact<{
  token: string;
  code: string;
}>;


export type VerifySignatureCodeMutation = { verifySignatureCode: { session: string, expiresAt: string } };

export type SignDocumentMutationVariables = Exact<{
  token: string;
  input: SignDocumentInput;
}>;


export type SignDocumentMutation = { signDocument: { status: string, kind: string, title: string, company: string, recipientName: string, maskedEmail: string, expiresAt: string, message: string | null, signerName: string | null, answeredAt: string | null } };

export type RefuseDocumentMutationVariables = Exact<{
  token: string;
  input: RefuseDocumentInput;
}>;


export type RefuseDocumentMutation = { refuseDocument: { status: string, kind: string, title: string, company: string, recipientName: string, maskedEmail: string, expiresAt: string, message: string | null, signerName: string | null, answeredAt: string | null } };

export type SignatureRequestFieldsFragment = { id: string, kind: string, documentId: string, title: string, recipientEmail: string, recipientName: string, status: string, sentByName: string, createdAt: string, expiresAt: string, signerName: string | null, signatureKind: string | null, answeredAt: string | null, answerIp: string | null, refusalReason: string | null, signedPdfPath: string | null };

export type SignatureRequestsQueryVariables = Exact<{
  kind: string;
  documentId: string | number;
}>;


export type SignatureRequestsQuery = { signatureRequests: Array<{ id: string, kind: string, documentId: string, title: string, recipientEmail: string, recipientName: string, status: string, sentByName: string, createdAt: string, expiresAt: string, signerName: string | null, signatureKind: string | null, answeredAt: string | null, answerIp: string | null, refusalReason: string | null, signedPdfPath: string | null }> };

export type SendForSignatureMutationVariables = Exact<{
  input: SendForSignatureInput;
}>;


export type SendForSignatureMutation = { sendForSignature: { id: string, kind: string, documentId: string, title: string, recipientEmail: string, recipientName: string, status: string, sentByName: string, createdAt: string, expiresAt: string, signerName: string | null, signatureKind: string | null, answeredAt: string | null, answerIp: string | null, refusalReason: string | null, signedPdfPath: string | null } };

export type CancelSignatureRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSignatureRequestMutation = { cancelSignatureRequest: { id: string, kind: string, documentId: string, title: string, recipientEmail: string, recipientName: string, status: string, sentByName: string, createdAt: string, expiresAt: string, signerName: string | null, signatureKind: string | null, answeredAt: string | null, answerIp: string | null, refusalReason: string | null, signedPdfPath: string | null } };

export type SiteFieldsFragment = { id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null };

export type SitesQueryVariables = Exact<{
  filter?: SiteFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SitesQuery = { sites: { totalCount: number, endCursor: string | null, hasNextPage: boolean, items: Array<{ committed: string | null, id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null }> } };

export type AssignableUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableUsersQuery = { assignableUsers: Array<{ id: string, firstName: string, lastName: string, role: string }> };

export type CreateSiteMutationVariables = Exact<{
  input: SiteInput;
}>;


export type CreateSiteMutation = { createSite: { id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type UpdateSiteMutationVariables = Exact<{
  id: string | number;
  input: SiteInput;
}>;


export type UpdateSiteMutation = { updateSite: { id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type ArchiveSiteMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveSiteMutation = { archiveSite: { id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type UnarchiveSiteMutationVariables = Exact<{
  id: string | number;
}>;


export type UnarchiveSiteMutation = { unarchiveSite: { id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type DeleteSiteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSiteMutation = { deleteSite: { deleted: boolean, message: string | null } };

export type SiteQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteQuery = { site: { clientPhotoUrl: string | null, planUrl: string | null, id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type SiteSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteSummaryQuery = { siteSummary: { progress: number, vatSubject: boolean, revenues: string, revenuesHT: string, revenuesVAT: string, vatBalance: string, purchasesTTC: string, purchasesHT: string, purchasesVAT: string, labourGross: string, labourNet: string, labourBonus: string, subcontracting: string, profitability: string, budget: string | null, changeOrders: string, currentBudget: string | null, committed: string, paid: string } };

export type SiteNewsFieldsFragment = { id: string, type: SiteNewsType, field: string | null, valueKind: NewsValueKind | null, before: string | null, after: string | null, entityKind: string | null, entityId: string | null, entityLabel: string | null, quantity: string | null, unit: string | null, authorName: string | null, content: string | null, createdAt: string };

export type SiteNewsQueryVariables = Exact<{
  siteId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  types?: Array<SiteNewsType> | SiteNewsType | null | undefined;
}>;


export type SiteNewsQuery = { siteNews: { totalCount: number, endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, type: SiteNewsType, field: string | null, valueKind: NewsValueKind | null, before: string | null, after: string | null, entityKind: string | null, entityId: string | null, entityLabel: string | null, quantity: string | null, unit: string | null, authorName: string | null, content: string | null, createdAt: string }> } };

export type PostAnnouncementMutationVariables = Exact<{
  siteId: string | number;
  content?: string | null | undefined;
}>;


export type PostAnnouncementMutation = { postAnnouncement: { id: string, type: SiteNewsType, field: string | null, valueKind: NewsValueKind | null, before: string | null, after: string | null, entityKind: string | null, entityId: string | null, entityLabel: string | null, quantity: string | null, unit: string | null, authorName: string | null, content: string | null, createdAt: string } };

export type SetSiteImageMutationVariables = Exact<{
  siteId: string | number;
  kind: SiteImageKind;
  fileId?: string | number | null | undefined;
}>;


export type SetSiteImageMutation = { setSiteImage: { clientPhotoUrl: string | null, planUrl: string | null, id: string, name: string, client: string | null, foreman: string | null, address: string | null, city: string | null, postalCode: string | null, budget: string | null, startDate: string | null, endDate: string | null, mapsLink: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string, updatedAt: string, manager: { id: string, firstName: string, lastName: string } | null } };

export type SiteCitySuggestionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SiteCitySuggestionsQuery = { cities: Array<{ code: string, nameFr: string, nameEn: string, nameAr: string, province: { nameFr: string, nameAr: string } | null }> };

export type SiteQuotesQueryVariables = Exact<{
  siteId: string;
}>;


export type SiteQuotesQuery = { quotes: { total: number, items: Array<{ id: string, reference: string, status: string, issueDate: string, totalTTC: string, client: { id: string, name: string } }> } };

export type StockProductFieldsFragment = { id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor: string | null, createdAt: string, updatedAt: string };

export type StockMovementFieldsFragment = { id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note: string | null, authorName: string | null, createdAt: string, site: { id: string, name: string } | null };

export type StockProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  category?: string | null | undefined;
  toRestock?: boolean | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type StockProductsQuery = { stockProducts: { total: number, page: number, size: number, items: Array<{ id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor: string | null, createdAt: string, updatedAt: string }> } };

export type StockSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type StockSummaryQuery = { stockToRestockCount: number, all: { total: number } };

export type StockCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockCategoriesQuery = { stockCategories: Array<string> };

export type StockMovementsQueryVariables = Exact<{
  productId: string | number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type StockMovementsQuery = { stockMovements: { total: number, page: number, size: number, items: Array<{ id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note: string | null, authorName: string | null, createdAt: string, site: { id: string, name: string } | null }> } };

export type StockSitesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type StockSitesQuery = { sites: { items: Array<{ id: string, name: string }> } };

export type CreateStockProductMutationVariables = Exact<{
  input: StockProductInput;
}>;


export type CreateStockProductMutation = { createStockProduct: { id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor: string | null, createdAt: string, updatedAt: string } };

export type UpdateStockProductMutationVariables = Exact<{
  id: string | number;
  input: StockProductInput;
}>;


export type UpdateStockProductMutation = { updateStockProduct: { id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor: string | null, createdAt: string, updatedAt: string } };

export type DeleteStockProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStockProductMutation = { deleteStockProduct: boolean };

export type AddStockMovementMutationVariables = Exact<{
  productId: string | number;
  input: StockMovementInput;
}>;


export type AddStockMovementMutation = { addStockMovement: { movement: { id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note: string | null, authorName: string | null, createdAt: string, site: { id: string, name: string } | null }, product: { id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor: string | null, createdAt: string, updatedAt: string } } };

export type SupplierFieldsFragment = { id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, certificateDate: string | null, autoEntrepreneur: boolean, createdAt: string };

export type SuppliersQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: string | null | undefined;
  desc?: boolean | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { total: number, page: number, size: number, items: Array<{ id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, certificateDate: string | null, autoEntrepreneur: boolean, createdAt: string }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;


export type CreateSupplierMutation = { createSupplier: { id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, certificateDate: string | null, autoEntrepreneur: boolean, createdAt: string } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string | number;
  input: SupplierInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, certificateDate: string | null, autoEntrepreneur: boolean, createdAt: string } };

export type DeleteSupplierMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSupplierMutation = { deleteSupplier: boolean };

export type TeamMembersQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type TeamMembersQuery = { teamMembers: { total: number, page: number, size: number, items: Array<{ id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string }> } };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { inviteUser: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type SetUserRoleMutationVariables = Exact<{
  userId: string | number;
  role: string;
}>;


export type SetUserRoleMutation = { setUserRole: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type SetUserActiveMutationVariables = Exact<{
  userId: string | number;
  active: boolean;
}>;


export type SetUserActiveMutation = { setUserActive: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, description: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus: string | null, lastDeliveryAt: string | null, failedLastDay: number };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, responseStatus: number | null, lastError: string | null, replayOf: string | null };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus: string | null, lastDeliveryAt: string | null, failedLastDay: number }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  status?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { total: number, page: number, size: number, items: Array<{ id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, responseStatus: number | null, lastError: string | null, replayOf: string | null }> } };

export type WebhookDeliveryQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookDeliveryQuery = { webhookDelivery: { responseExcerpt: string | null, body: string | null, id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, responseStatus: number | null, lastError: string | null, replayOf: string | null } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus: string | null, lastDeliveryAt: string | null, failedLastDay: number } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, description: string | null, events: Array<string>, active: boolean } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string } } };

export type PingWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type PingWebhookEndpointMutation = { pingWebhookEndpoint: { id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, responseStatus: number | null, lastError: string | null, replayOf: string | null } };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ReplayWebhookDeliveryMutation = { replayWebhookDelivery: { id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, responseStatus: number | null, lastError: string | null, replayOf: string | null } };

export type WelcomeChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeChecklistQuery = { welcomeChecklist: { companyName: string, companyDetails: boolean, firstSite: boolean, teamInvited: boolean, personnel: boolean, suppliers: boolean, firstQuote: boolean }, userContext: { permissions: Array<string>, limitedBy: Array<string>, user: { id: string, role: string, type: string } } };

export type HeaderSearchQueryVariables = Exact<{
  q: string;
}>;


export type HeaderSearchQuery = { search: Array<{ kind: SearchKind, id: string, title: string, subtitle: string | null, siteId: string | null, day: string | null }> };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { companySettings: { name: string, vatSubject: boolean, quoteValidityDays: number, paymentTermsDays: number, retentionRate: string, guaranteeMonths: number, einvoicingFrom: string | null } };

export type UserDetailsFieldsFragment = { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
}>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type LogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
}>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type RefreshPartnerSessionMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
}>;


export type RefreshPartnerSessionMutation = { refreshPartnerSession: { accessToken: string, refreshToken: string, user: { id: string, firstName: string, lastName: string, email: string, phone: string | null, photoUrl: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type UserPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPermissionsQuery = { userContext: { permissions: Array<string>, limitedBy: Array<string>, user: { id: string, role: string, type: string } } };

export type SiteOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SiteOptionsQuery = { sites: { items: Array<{ id: string, name: string }> } };
