/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** Un montant exact en chaîne décimale, par exemple "1234.50" (DH). */
  Decimal: { input: string; output: string; }
  /** Une date sans heure, AAAA-MM-JJ. */
  LocalDate: { input: string; output: string; }
  /** Une quantité exacte en chaîne décimale, trois décimales au plus, par exemple "2.500". */
  Quantity: { input: string; output: string; }
};

export type ActivityCell = {
  __typename?: 'ActivityCell';
  day: Scalars['LocalDate']['output'];
  site: SiteRef;
  value: Scalars['String']['output'];
};

export type ActivityCellInput = {
  day?: InputMaybe<Scalars['String']['input']>;
  personnelId?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
};

export type ActivityEntryInput = {
  /** AAAA-MM-JJ. */
  day?: InputMaybe<Scalars['String']['input']>;
  personnelId?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** "1" (journée), "0.5" (demi-journée) ou "0" (absent). */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ActivityEntryView = {
  __typename?: 'ActivityEntryView';
  bonus: Scalars['Decimal']['output'];
  day: Scalars['LocalDate']['output'];
  net: Scalars['Decimal']['output'];
  personnelId: Scalars['ID']['output'];
  siteId: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type ActivityMonthRow = {
  __typename?: 'ActivityMonthRow';
  /** Jours × prime panier. */
  bonus: Scalars['Decimal']['output'];
  days: Scalars['String']['output'];
  entries: Array<ActivityCell>;
  /** Net + prime. */
  gross: Scalars['Decimal']['output'];
  /** Jours × tarif journalier. */
  net: Scalars['Decimal']['output'];
  personnel: ActivityPerson;
};

/** Un mois d’imputations, par personne (tous les chantiers ou un seul). */
export type ActivityMonthView = {
  __typename?: 'ActivityMonthView';
  /** Les jours fériés du mois. */
  holidays: Array<HolidayView>;
  /** « novembre 2026 ». */
  label: Scalars['String']['output'];
  /** Validé : les imputations ne changent plus sans déverrouillage. */
  locked: Scalars['Boolean']['output'];
  /** AAAA-MM. */
  month: Scalars['String']['output'];
  rows: Array<ActivityMonthRow>;
  totals: ActivityTotals;
};

export type ActivityPerson = {
  __typename?: 'ActivityPerson';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  trade: Scalars['String']['output'];
};

export type ActivityTotals = {
  __typename?: 'ActivityTotals';
  /** Jours × prime panier. */
  bonus: Scalars['Decimal']['output'];
  days: Scalars['String']['output'];
  /** Net + prime. */
  gross: Scalars['Decimal']['output'];
  /** Jours × tarif journalier. */
  net: Scalars['Decimal']['output'];
};

export type ActivityWeekRow = {
  __typename?: 'ActivityWeekRow';
  bonus: Scalars['Decimal']['output'];
  /** Jours de la semaine sur ce chantier. */
  days: Scalars['String']['output'];
  net: Scalars['Decimal']['output'];
  personnel: ActivityPerson;
  /** Lundi → dimanche : "1", "0.5", "0" ou null (rien de saisi). */
  values: Array<Maybe<Scalars['String']['output']>>;
};

/** La semaine (lundi → dimanche) d’un chantier : une ligne par personne affectée ou imputée. */
export type ActivityWeekView = {
  __typename?: 'ActivityWeekView';
  days: Array<Scalars['LocalDate']['output']>;
  /** Les jours fériés de la semaine. */
  holidays: Array<HolidayView>;
  /** Les mois validés (AAAA-MM) que la semaine touche. */
  lockedMonths: Array<Scalars['String']['output']>;
  rows: Array<ActivityWeekRow>;
  site: SiteRef;
};

/** Un jeton d’accès personnel à l’API (son secret n’est montré qu’à sa création). */
export type ApiTokenView = {
  __typename?: 'ApiTokenView';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Prénom et nom de qui l’a créé ; le jeton agit avec ses droits. */
  createdByName: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** Dernière utilisation (mise à jour au plus une fois par minute). */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  /** Début du jeton (cht_ et son identifiant public), pour le reconnaître. */
  prefix: Scalars['String']['output'];
  /** read (requêtes, GET) et/ou write (mutations, autres méthodes). */
  scopes: Array<Scalars['String']['output']>;
};

/** Affecte une ou plusieurs personnes à un chantier sur une période (tout ou rien). */
export type AssignmentInput = {
  /** AAAA-MM-JJ, pas avant le début */
  endDate?: InputMaybe<Scalars['String']['input']>;
  personnelIds?: InputMaybe<Array<Scalars['String']['input']>>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type AssignmentPageView = {
  __typename?: 'AssignmentPageView';
  items: Array<AssignmentView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Une personne affectée à un chantier du premier au dernier jour, inclus. */
export type AssignmentView = {
  __typename?: 'AssignmentView';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Nombre de jours calendaires, bornes incluses. */
  days: Scalars['Int']['output'];
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  personnel: PersonnelView;
  personnelId: Scalars['ID']['output'];
  site: SiteRef;
  siteId: Scalars['ID']['output'];
  startDate: Scalars['LocalDate']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
  user: UserDetails;
};

/** Un fournisseur de connexion configuré (un bouton « Continuer avec … »). */
export type AuthProviderView = {
  __typename?: 'AuthProviderView';
  /** Identifiant du fournisseur dans /oauth2/authorize/{provider} : google ou microsoft. */
  id: Scalars['String']['output'];
  /** Nom affiché. */
  name: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Une ville proposée (les saisies libres restent possibles là où une ville est demandée). */
export type CityView = {
  __typename?: 'CityView';
  /** Code stable : le pays et le nom sans accents (ma-fes). */
  code: Scalars['String']['output'];
  country: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameFr: Scalars['String']['output'];
  /** La préfecture ou la province. */
  province?: Maybe<PlaceRef>;
  /** Code de la région. */
  region?: Maybe<Scalars['String']['output']>;
};

export type ClientInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  /** COMPANY (défaut) ou PERSON. */
  kind?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ClientPage = {
  __typename?: 'ClientPage';
  items: Array<ClientView>;
  total: Scalars['Int']['output'];
};

/** Un client de la société. */
export type ClientView = {
  __typename?: 'ClientView';
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  ice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** COMPANY ou PERSON. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type CompanyLegalInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  bank?: InputMaybe<Scalars['String']['input']>;
  /** Montant décimal en chaîne. */
  capital?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  cnss?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fiscalId?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  legalForm?: InputMaybe<Scalars['String']['input']>;
  /** Une image envoyée à /api/v1/files ; null retire le logo, absent le garde. */
  logoFileId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  patente?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  rib?: InputMaybe<Scalars['String']['input']>;
  tradeRegister?: InputMaybe<Scalars['String']['input']>;
  tradeRegisterCourt?: InputMaybe<Scalars['String']['input']>;
};

/** Les mentions légales imprimées sur les devis et factures. */
export type CompanyLegalView = {
  __typename?: 'CompanyLegalView';
  address?: Maybe<Scalars['String']['output']>;
  bank?: Maybe<Scalars['String']['output']>;
  capital?: Maybe<Scalars['Decimal']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  cnss?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** Identifiant fiscal (IF). */
  fiscalId?: Maybe<Scalars['String']['output']>;
  /** ICE, 15 chiffres. */
  ice?: Maybe<Scalars['String']['output']>;
  /** Forme juridique. */
  legalForm?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<CompanyLogoView>;
  /** Raison sociale. */
  name: Scalars['String']['output'];
  /** Taxe professionnelle. */
  patente?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** RIB, 24 chiffres. */
  rib?: Maybe<Scalars['String']['output']>;
  /** Registre de commerce (RC). */
  tradeRegister?: Maybe<Scalars['String']['output']>;
  /** Tribunal du RC. */
  tradeRegisterCourt?: Maybe<Scalars['String']['output']>;
};

export type CompanyLogoView = {
  __typename?: 'CompanyLogoView';
  /** Le fichier : le renvoyer dans logoFileId garde le logo. */
  fileId: Scalars['ID']['output'];
  /** Adresse signée, valable un jour. */
  url: Scalars['String']['output'];
};

export type CompanySettingsInput = {
  /** Absent : inchangé. */
  paymentTermsDays?: InputMaybe<Scalars['Int']['input']>;
  /** Absent : inchangé. */
  quoteValidityDays?: InputMaybe<Scalars['Int']['input']>;
  /** En %, 10 au plus ; absent : inchangé. */
  retentionRate?: InputMaybe<Scalars['String']['input']>;
  vatSubject?: InputMaybe<Scalars['Boolean']['input']>;
};

/** La société de l’appelant et ses paramètres. */
export type CompanySettingsView = {
  __typename?: 'CompanySettingsView';
  /** Raison sociale. */
  name: Scalars['String']['output'];
  /** Délai de paiement par défaut, en jours (loi 69-21 : 60 sans accord, 120 au plus). */
  paymentTermsDays: Scalars['Int']['output'];
  /** Validité par défaut d’un devis, en jours. */
  quoteValidityDays: Scalars['Int']['output'];
  /** Retenue de garantie par défaut, en %. */
  retentionRate: Scalars['Decimal']['output'];
  /** Assujettie à la TVA : marges sur montants HT, TVA collectée et déductible à part ; sinon sur montants TTC. */
  vatSubject: Scalars['Boolean']['output'];
};

/** Un message du formulaire de contact (SPEC §5 : nom et prénom, e-mail, objet, message). */
export type ContactMessageInput = {
  /** Adresse de réponse : 40 caractères au plus. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Message : 500 caractères au plus. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Nom et prénom : 4 à 40 caractères, sans chiffres. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Objet : 5 à 40 caractères. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** À laisser vide (piège à robots). */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessageResult = {
  __typename?: 'ContactMessageResult';
  /** Le message à montrer : « Votre message a bien été envoyé… ». */
  message: Scalars['String']['output'];
};

export type ContactRequestCounts = {
  __typename?: 'ContactRequestCounts';
  clos: Scalars['Int']['output'];
  nouveau: Scalars['Int']['output'];
  repondu: Scalars['Int']['output'];
};

export type ContactRequestPage = {
  __typename?: 'ContactRequestPage';
  items: Array<ContactRequestView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Une demande de contact reçue par un partenaire. */
export type ContactRequestView = {
  __typename?: 'ContactRequestView';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  senderCompanyName: Scalars['String']['output'];
  senderEmail: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  senderPhone?: Maybe<Scalars['String']['output']>;
  siteCity?: Maybe<Scalars['String']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  /** NOUVEAU, REPONDU ou CLOS. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Un pays (ISO 3166-1 alpha-2), nommé en français et en anglais. */
export type CountryView = {
  __typename?: 'CountryView';
  /** Code ISO 3166-1 alpha-2 (MA). */
  code: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameFr: Scalars['String']['output'];
};

export type CreateApiTokenInput = {
  /** Date d’expiration (AAAA-MM-JJ), de demain à dans un an ; fin de journée, heure du Maroc. */
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** read, write. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Un jeton qui vient d’être créé : son secret n’est donné qu’ici, une seule fois. */
export type CreatedApiTokenView = {
  __typename?: 'CreatedApiTokenView';
  apiToken: ApiTokenView;
  /** Le jeton, à envoyer en « Authorization: Bearer … ». Il ne sera plus affiché. */
  token: Scalars['String']['output'];
};

/** Un webhook qui vient d’être créé, ou dont le secret vient d’être renouvelé : le secret n’est donné qu’ici. */
export type CreatedWebhookEndpointView = {
  __typename?: 'CreatedWebhookEndpointView';
  endpoint: WebhookEndpointView;
  /** Le secret de signature (whsec_…) : HMAC-SHA256 de « horodatage.corps » dans l’en-tête Chantiers-Signature. */
  secret: Scalars['String']['output'];
};

export type CreditNoteInput = {
  /** TTC ; absent : tout ce qui reste de la facture (ou du taux choisi). */
  amountTTC?: InputMaybe<Scalars['String']['input']>;
  issueDate?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Un taux de TVA de la facture à créditer seul ; absent : réparti sur ses taux. */
  vatRate?: InputMaybe<Scalars['String']['input']>;
};

/** Le nombre de documents d’un chantier dans une catégorie (les pastilles du filtre). */
export type DocumentCategoryCount = {
  __typename?: 'DocumentCategoryCount';
  category: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** Le fichier d’un document : son URL signée (valable un jour) et de quoi l’afficher. */
export type DocumentFileView = {
  __typename?: 'DocumentFileView';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Vrai quand le navigateur sait l’afficher (PDF, PNG, JPEG). */
  previewable: Scalars['Boolean']['output'];
  /** Taille en octets. */
  size: Scalars['Int']['output'];
  /** URL signée, servie sans jeton (inline). */
  url: Scalars['String']['output'];
};

export type DocumentRef = {
  __typename?: 'DocumentRef';
  id: Scalars['ID']['output'];
  reference: Scalars['String']['output'];
};

export type DocumentTypeInput = {
  /** ADMINISTRATIF, TECHNIQUE, FINANCIER, SECURITE, PHOTOS ou AUTRE. */
  category?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Un type de document : prédéfini (pour toutes les sociétés) ou propre à la société. */
export type DocumentTypeView = {
  __typename?: 'DocumentTypeView';
  /** Vrai pour un type prédéfini, faux pour un type créé par la société. */
  builtIn: Scalars['Boolean']['output'];
  /** ADMINISTRATIF, TECHNIQUE, FINANCIER, SECURITE, PHOTOS ou AUTRE. */
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Recettes, achats, main d’œuvre, sous-traitance, TVA et marge sur une période. */
export type FinanceFigures = {
  /** Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas. */
  labour: Scalars['Decimal']['output'];
  /** Assujettie à la TVA : recettes HT − (achats HT + main d’œuvre + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre + sous-traitance). */
  margin: Scalars['Decimal']['output'];
  /** La marge en % des recettes (HT si assujettie), une décimale ; null sans recettes. */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  purchasesHT: Scalars['Decimal']['output'];
  purchasesTTC: Scalars['Decimal']['output'];
  /** TVA déductible sur les achats. */
  purchasesVAT: Scalars['Decimal']['output'];
  /** Recettes TTC (montants facturés). */
  revenues: Scalars['Decimal']['output'];
  revenuesHT: Scalars['Decimal']['output'];
  /** TVA collectée sur les recettes. */
  revenuesVAT: Scalars['Decimal']['output'];
  subcontracting: Scalars['Decimal']['output'];
  /** TVA collectée − TVA déductible : due à l’État si positive, crédit si négative. */
  vatBalance: Scalars['Decimal']['output'];
};

/** Recettes, achats, main d’œuvre, sous-traitance, TVA et marge sur une période. */
export type FinanceLineView = FinanceFigures & {
  __typename?: 'FinanceLineView';
  /** Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas. */
  labour: Scalars['Decimal']['output'];
  /** Assujettie à la TVA : recettes HT − (achats HT + main d’œuvre + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre + sous-traitance). */
  margin: Scalars['Decimal']['output'];
  /** La marge en % des recettes (HT si assujettie), une décimale ; null sans recettes. */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  purchasesHT: Scalars['Decimal']['output'];
  purchasesTTC: Scalars['Decimal']['output'];
  /** TVA déductible sur les achats. */
  purchasesVAT: Scalars['Decimal']['output'];
  /** Recettes TTC (montants facturés). */
  revenues: Scalars['Decimal']['output'];
  revenuesHT: Scalars['Decimal']['output'];
  /** TVA collectée sur les recettes. */
  revenuesVAT: Scalars['Decimal']['output'];
  subcontracting: Scalars['Decimal']['output'];
  /** TVA collectée − TVA déductible : due à l’État si positive, crédit si négative. */
  vatBalance: Scalars['Decimal']['output'];
};

export type FollowUpInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  /** Toutes les photos, dans l’ordre (12 au plus) : les id des photos de la fiche à garder et ceux de nouveaux envois (POST /api/v1/files?kind=image) ; celles qui manquent sont supprimées. Absent : inchangées. */
  photoIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Maîtrise d'oeuvre. */
  projectManager?: InputMaybe<Scalars['String']['input']>;
  /** Maîtrise d'ouvrage. */
  projectOwner?: InputMaybe<Scalars['String']['input']>;
  report?: InputMaybe<Scalars['String']['input']>;
  /** Requis à la création ; absent à la modification : le chantier ne change pas. */
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ. */
  visitDate?: InputMaybe<Scalars['String']['input']>;
};

export type FollowUpMailInput = {
  /** Quelques mots ajoutés au message, 2000 caractères au plus. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** 1 à 10 adresses ; chacune reçoit son propre message. */
  to: Array<Scalars['String']['input']>;
};

/** Une page des fiches de suivi d’un chantier, la visite la plus récente d’abord. */
export type FollowUpPageView = {
  __typename?: 'FollowUpPageView';
  items: Array<FollowUpView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Une photo d’une fiche de suivi : l’image réduite (1600 px au plus, sans métadonnées) et sa vignette (320 px). */
export type FollowUpPhotoView = {
  __typename?: 'FollowUpPhotoView';
  /** L’identifiant à redonner dans photoIds pour garder la photo. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** URL signée de la vignette. */
  thumbnailUrl: Scalars['String']['output'];
  /** URL signée de l’image (valable un jour au plus). */
  url: Scalars['String']['output'];
};

/** PENDING : dans la file d’envoi ; SENT : parti vers chaque destinataire ; FAILED : la file a renoncé pour au moins un. */
export type FollowUpSendingStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT';

/** Un envoi de la fiche de suivi par e-mail (un message par destinataire, le PDF joint). */
export type FollowUpSendingView = {
  __typename?: 'FollowUpSendingView';
  id: Scalars['ID']['output'];
  sentAt: Scalars['DateTimeISO']['output'];
  /** Qui l'a envoyée. */
  sentByName: Scalars['String']['output'];
  status: FollowUpSendingStatus;
  to: Array<Scalars['String']['output']>;
};

/** Une fiche de suivi (SPEC §3) : le compte rendu d’une visite de chantier. */
export type FollowUpView = {
  __typename?: 'FollowUpView';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Dans l’ordre donné (12 au plus). */
  photos: Array<FollowUpPhotoView>;
  /** Maîtrise d'oeuvre. */
  projectManager: Scalars['String']['output'];
  /** Maîtrise d'ouvrage. */
  projectOwner: Scalars['String']['output'];
  report: Scalars['String']['output'];
  /** Les envois par e-mail, le plus récent d’abord (20 au plus). */
  sendings: Array<FollowUpSendingView>;
  site: SiteRef;
  updatedAt: Scalars['DateTimeISO']['output'];
  visitDate: Scalars['LocalDate']['output'];
};

export type ForgotPasswordInput = {
  email?: InputMaybe<Scalars['String']['input']>;
};

/** Les finances de la société sur une période. */
export type GlobalFinanceView = {
  __typename?: 'GlobalFinanceView';
  from: Scalars['LocalDate']['output'];
  months: Array<MonthFinanceLineView>;
  sites: Array<SiteFinanceLineView>;
  to: Scalars['LocalDate']['output'];
  totals: FinanceLineView;
  /** La société est assujettie à la TVA : marges sur montants HT, TVA à part. */
  vatSubject: Scalars['Boolean']['output'];
};

/** Un jour férié : civil (date fixe) ou religieux (date attendue, corrigée par la société). */
export type HolidayView = {
  __typename?: 'HolidayView';
  /** Ajouté ou déplacé par la société. */
  corrected: Scalars['Boolean']['output'];
  day: Scalars['LocalDate']['output'];
  /** CIVIL ou RELIGIOUS. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type InviteUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceClientRef = {
  __typename?: 'InvoiceClientRef';
  ice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type InvoiceFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  quoteId?: InputMaybe<Scalars['String']['input']>;
  /** Référence, devis, client ou libellé. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Les factures d’un chantier (son id). */
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** EMISE, PARTIELLEMENT_PAYEE, PAYEE, EN_RETARD, ANNULEE, ou A_ENCAISSER (reste à payer, en retard ou non) ; absent : toutes. */
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceInput = {
  /** …ou montant HT. */
  amountHT?: InputMaybe<Scalars['String']['input']>;
  /** Aujourd’hui par défaut. */
  issueDate?: InputMaybe<Scalars['String']['input']>;
  /** ACOMPTE, SITUATION, SOLDE ou RETENUE. */
  kind?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** ACOMPTE : pourcentage du devis… */
  percent?: InputMaybe<Scalars['String']['input']>;
  /** SITUATION : avancement cumulé par ligne du devis. */
  progress?: InputMaybe<Array<ProgressInput>>;
};

export type InvoiceLineView = {
  __typename?: 'InvoiceLineView';
  cumulativePercent?: Maybe<Scalars['Decimal']['output']>;
  /** Déduction de l'acompte (montant négatif). */
  deduction: Scalars['Boolean']['output'];
  designation: Scalars['String']['output'];
  previousPercent?: Maybe<Scalars['Decimal']['output']>;
  quoteAmountHT?: Maybe<Scalars['Decimal']['output']>;
  /** La ligne du devis (situation de travaux). */
  quoteLineId?: Maybe<Scalars['ID']['output']>;
  totalHT: Scalars['Decimal']['output'];
  vatRate: Scalars['Decimal']['output'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<SalesInvoiceView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totals: InvoiceTotalsView;
};

export type InvoicePaymentView = {
  __typename?: 'InvoicePaymentView';
  amount: Scalars['Decimal']['output'];
  date: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  /** VIREMENT, CHEQUE, ESPECES ou EFFET. */
  mode: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type InvoiceTotalsView = {
  __typename?: 'InvoiceTotalsView';
  count: Scalars['Int']['output'];
  /** Reste à payer. */
  due: Scalars['Decimal']['output'];
  /** TTC des factures moins celui des avoirs. */
  totalTTC: Scalars['Decimal']['output'];
};

/** La facture d’un achat ou d’une recette. */
export type InvoiceView = {
  __typename?: 'InvoiceView';
  contentType: Scalars['String']['output'];
  /** Le fichier : le renvoyer dans invoiceFileId garde la facture. */
  fileId: Scalars['ID']['output'];
  /** Faux pour une image : « Facture non disponible en PDF ». */
  isPdf: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** Adresse signée, valable un jour. */
  url: Scalars['String']['output'];
};

export type InvoicesOverdueView = {
  __typename?: 'InvoicesOverdueView';
  /** Factures échues non payées. */
  count: Scalars['Int']['output'];
  /** Ce qu’elles laissent à payer (échu). */
  due: Scalars['Decimal']['output'];
  /** Factures émises non soldées, échues ou non. */
  openCount: Scalars['Int']['output'];
  /** Ce que les clients doivent (à encaisser), échu ou non. */
  openDue: Scalars['Decimal']['output'];
};

export type LineProgressView = {
  __typename?: 'LineProgressView';
  lineId: Scalars['ID']['output'];
  /** Avancement cumulé déjà facturé, en %. */
  percent: Scalars['Decimal']['output'];
};

export type MessageResult = {
  __typename?: 'MessageResult';
  /** Le message, en français. */
  message: Scalars['String']['output'];
  /** Identifiant du message (schema/i18n). */
  messageId: Scalars['String']['output'];
};

export type MonthFinanceLineView = FinanceFigures & {
  __typename?: 'MonthFinanceLineView';
  /** Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas. */
  labour: Scalars['Decimal']['output'];
  /** Assujettie à la TVA : recettes HT − (achats HT + main d’œuvre + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre + sous-traitance). */
  margin: Scalars['Decimal']['output'];
  /** La marge en % des recettes (HT si assujettie), une décimale ; null sans recettes. */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  /** AAAA-MM */
  month: Scalars['String']['output'];
  purchasesHT: Scalars['Decimal']['output'];
  purchasesTTC: Scalars['Decimal']['output'];
  /** TVA déductible sur les achats. */
  purchasesVAT: Scalars['Decimal']['output'];
  /** Recettes TTC (montants facturés). */
  revenues: Scalars['Decimal']['output'];
  revenuesHT: Scalars['Decimal']['output'];
  /** TVA collectée sur les recettes. */
  revenuesVAT: Scalars['Decimal']['output'];
  subcontracting: Scalars['Decimal']['output'];
  /** TVA collectée − TVA déductible : due à l’État si positive, crédit si négative. */
  vatBalance: Scalars['Decimal']['output'];
};

/** Les finances du mois (financeMois), du mois précédent et des six derniers mois. */
export type MonthFinanceView = {
  __typename?: 'MonthFinanceView';
  current: FinanceLineView;
  /** Les six mois finissant par celui-ci. */
  lastMonths: Array<MonthFinanceLineView>;
  /** AAAA-MM */
  month: Scalars['String']['output'];
  previous: FinanceLineView;
  /** La société est assujettie à la TVA : marges sur montants HT. */
  vatSubject: Scalars['Boolean']['output'];
};

/** Une tâche de planning du mois (taskMois). */
export type MonthTaskView = {
  __typename?: 'MonthTaskView';
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  /** Avancement, de 0 à 100 %. */
  progress: Scalars['Int']['output'];
  siteId?: Maybe<Scalars['ID']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['LocalDate']['output'];
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepte une invitation : choisit le mot de passe et active le compte. */
  acceptInvitation: MessageResult;
  /** Enregistre une entrée, une sortie ou un ajustement ; refusé si le stock deviendrait négatif. */
  addStockMovement: StockMovementResult;
  archiveSite: SiteView;
  /** Affecte des personnes à un chantier sur une période ; refusé en entier si une personne est déjà affectée sur ces jours. */
  assignPersonnel: Array<AssignmentView>;
  /** Plusieurs affectations enregistrées ensemble (saveAll), toutes ou aucune. */
  assignPersonnelBatch: Array<AssignmentView>;
  /** Change le mot de passe et ferme les autres sessions. */
  changePassword: MessageResult;
  /** Vide des cases (rien de saisi) ; répond le nombre d’imputations retirées. */
  clearActivity: Scalars['Int']['output'];
  /** Termine une inscription par un fournisseur : crée la société et son administrateur, ou le partenaire, et ouvre la session. */
  completeSocialSignUp: AuthPayload;
  confirmEmail: MessageResult;
  /** Confirme l'adresse par le lien reçu et ouvre la session : le lien prouve l'adresse. */
  confirmEmailAndSignIn: AuthPayload;
  /** Crée un jeton API ; son secret n’est donné que dans cette réponse. */
  createApiToken: CreatedApiTokenView;
  createClient: ClientView;
  /** Émet un avoir (AV-AAAA-NNNN) annulant tout ou partie d’une facture. */
  createCreditNote: SalesInvoiceView;
  createDocumentType: DocumentTypeView;
  createFollowUp: FollowUpView;
  /** Émet une facture (acompte, situation, solde, retenue) d’un devis accepté : FAC-AAAA-NNNN. */
  createInvoice: SalesInvoiceView;
  /** Crée la fiche du partenaire connecté (s’il n’en a pas). */
  createPartnerProfile: PartnerProfileView;
  createPersonnel: PersonnelView;
  /** Crée le lien iCalendar de la personne ; il remplace (et révoque) le précédent. */
  createPlanningFeed: PlanningFeedLink;
  createPurchase: PurchaseView;
  /** Crée un devis en cours, numéroté DEV-AAAA-NNNN. */
  createQuote: QuoteView;
  createRevenue: RevenueView;
  createServiceSheet: ServiceSheetView;
  createSite: SiteView;
  createSiteDocument: SiteDocumentView;
  /** Créer le chantier : un devis accepté sans chantier en devient un (budget = son montant). */
  createSiteFromQuote: QuoteView;
  createStockProduct: StockProductView;
  createSupplier: SupplierView;
  createTask: TaskView;
  /** Ajoute un webhook ; son secret de signature n’est donné que dans cette réponse. */
  createWebhookEndpoint: CreatedWebhookEndpointView;
  deleteAssignment: Scalars['Boolean']['output'];
  /** Supprime un client qu’aucun devis ne nomme. */
  deleteClient: Scalars['Boolean']['output'];
  /** Supprime la fiche, ses photos et leurs fichiers. */
  deleteFollowUp: Scalars['Boolean']['output'];
  /** Retire la fiche de l’annuaire avec ses photos et ses demandes ; le compte reste. */
  deletePartnerProfile: Scalars['Boolean']['output'];
  /** Annule un paiement saisi par erreur, avec les recettes qu’il avait créées. */
  deletePayment: SalesInvoiceView;
  /** Supprime une personne sans historique ; une personne avec des affectations est désactivée. */
  deletePersonnel: PersonnelRemoval;
  deletePurchase: Scalars['Boolean']['output'];
  /** Supprime un devis en cours. */
  deleteQuote: Scalars['Boolean']['output'];
  deleteRevenue: Scalars['Boolean']['output'];
  deleteServiceSheet: Scalars['Boolean']['output'];
  /** Supprime un chantier ; s’il a des données financières, il est archivé à la place. */
  deleteSite: SiteDeletion;
  deleteSiteDocument: Scalars['Boolean']['output'];
  deleteStockProduct: Scalars['Boolean']['output'];
  /** Supprime un fournisseur qu’aucun achat n’utilise. */
  deleteSupplier: Scalars['Boolean']['output'];
  deleteTask: Scalars['Boolean']['output'];
  /** Supprime un webhook et son journal ; ce qui attendait n’est pas envoyé. */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Copie un devis en un nouveau devis en cours, daté du jour. */
  duplicateQuote: QuoteView;
  /** Échange le code à usage unique de ?oauth_code= (60 s) contre une session. */
  exchangeOAuthCode: AuthPayload;
  /** Invite une personne par e-mail : elle choisit son mot de passe par le lien reçu (7 jours). */
  inviteUser: UserDetails;
  /** Lie un devis accepté sans chantier à un chantier existant. */
  linkQuoteToSite: QuoteView;
  /** Valide un mois : ses imputations ne changent plus sans déverrouillage. */
  lockActivityMonth: Scalars['Boolean']['output'];
  /** Révoque la session (le jeton de rafraîchissement donné, sinon celle du jeton d’accès). */
  logout: Scalars['Boolean']['output'];
  /** Marque toutes mes notifications visibles comme lues ; répond combien ne l’étaient pas. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marque une de mes notifications comme lue. */
  markNotificationRead: NotificationView;
  /** Déplace ou redimensionne une tâche (un glisser confirmé). */
  moveTask: TaskView;
  /** Envoie un événement « ping » à ce webhook, pour l’essayer. */
  pingWebhookEndpoint: WebhookDeliveryView;
  /** Publie une annonce (HTML de l’éditeur, nettoyé ; 1 à 255 caractères de texte). */
  postAnnouncement: SiteNewsEntryView;
  /** Enregistre un paiement (partiel permis) ; il devient une recette du chantier. */
  recordPayment: SalesInvoiceView;
  /** Renouvelle la session d’un partenaire (POST /partners/auth/refresh). */
  refreshPartnerSession: AuthPayload;
  /** Échange un jeton de rafraîchissement contre une nouvelle paire de jetons (rotation). */
  refreshSession: AuthPayload;
  /** Inscription d’un partenaire : un e-mail de confirmation est envoyé (même réponse si l’adresse existe). */
  registerPartner: PartnerSignUpResult;
  /** Retire un jour férié du calendrier de la société. */
  removeHoliday: Scalars['Boolean']['output'];
  /** Renvoie l’événement d’un envoi (même identifiant d’événement, même corps). */
  replayWebhookDelivery: WebhookDeliveryView;
  requestPasswordReset: MessageResult;
  rescheduleAssignment: AssignmentView;
  /** Renvoie le lien de confirmation d’un compte qui attend le sien ; la même réponse sinon. */
  resendEmailVerification: MessageResult;
  resetPassword: MessageResult;
  /** Révoque un jeton API : il est refusé dès l’appel suivant. */
  revokeApiToken: Scalars['Boolean']['output'];
  /** Révoque le lien iCalendar de la personne ; false s’il n’y en avait pas. */
  revokePlanningFeed: Scalars['Boolean']['output'];
  /** Renouvelle le secret de signature ; le nouveau n’est donné qu’ici. */
  rotateWebhookSecret: CreatedWebhookEndpointView;
  /** Enregistre des imputations (500 au plus) en une transaction. */
  saveActivity: Array<ActivityEntryView>;
  /** Envoie un message à l’équipe Chantiers (public ; l’expéditeur connecté est enregistré). Limité par IP et par adresse. */
  sendContactMessage: ContactMessageResult;
  /** Envoie la fiche en PDF par e-mail, un message par destinataire (réponse à l’e-mail de la société) ; l’envoi est enregistré sur la fiche. */
  sendFollowUp: FollowUpSendingView;
  /** Envoie une demande de contact à un partenaire (par e-mail et sur son tableau de bord). */
  sendPartnerRequest: PartnerContactResult;
  /** Envoie le devis en PDF par e-mail ; l’envoi est enregistré sur le devis. Répond ses envois, le plus récent d’abord. */
  sendQuote: Array<QuoteSendingView>;
  /** Change le statut d’une demande reçue : NOUVEAU, REPONDU ou CLOS. */
  setContactRequestStatus: ContactRequestView;
  /** Ajoute (ou renomme) un jour férié pour la société : une fête religieuse annoncée un autre jour. */
  setHoliday: Scalars['Boolean']['output'];
  /** Désactive ou réactive une personne. */
  setPersonnelActive: PersonnelView;
  /** ACCEPTE ou REFUSE un devis en cours ; qui et quand sont enregistrés. */
  setQuoteStatus: QuoteView;
  /** Pose, remplace ou retire (fileId nul) une image d'un chantier ; fileId vient de POST /api/v1/files?kind=image. */
  setSiteImage: SiteView;
  /** Désactive (ferme ses sessions) ou réactive un utilisateur. */
  setUserActive: UserDetails;
  setUserRole: UserDetails;
  signIn: AuthPayload;
  /** Crée la société et son premier utilisateur (MANAGER) et envoie l'e-mail de confirmation. */
  signUp: SignUpResult;
  unarchiveSite: SiteView;
  /** Déverrouille un mois validé ; c’est écrit dans l’actualité des chantiers. */
  unlockActivityMonth: Scalars['Boolean']['output'];
  updateClient: ClientView;
  updateCompanyLegal: CompanyLegalView;
  updateCompanySettings: CompanySettingsView;
  /** Modifie la fiche ; photoIds donne toutes ses photos dans l’ordre (gardées, nouvelles ; les absentes sont supprimées). */
  updateFollowUp: FollowUpView;
  /** Active ou arrête le résumé quotidien par e-mail. */
  updateNotificationSettings: NotificationSettingsView;
  /** Modifie la fiche du partenaire connecté (la sienne seulement). */
  updatePartnerProfile: PartnerProfileView;
  updatePersonnel: PersonnelView;
  /** Met à jour le profil de l'utilisateur connecté (l'e-mail et la société ne changent pas ici). */
  updateProfile: UserDetails;
  updatePurchase: PurchaseView;
  /** Modifie un devis en cours (dépassé compris : prolonger sa validité le relance). */
  updateQuote: QuoteView;
  updateRevenue: RevenueView;
  updateServiceSheet: ServiceSheetView;
  updateSite: SiteView;
  updateSiteDocument: SiteDocumentView;
  /** Modifie le produit ; le stock, lui, ne change que par des mouvements. */
  updateStockProduct: StockProductView;
  updateSupplier: SupplierView;
  updateTask: TaskView;
  /** Modifie l’adresse, la description, les événements ou l’activation d’un webhook. */
  updateWebhookEndpoint: WebhookEndpointView;
};


export type MutationAcceptInvitationArgs = {
  input: ResetPasswordInput;
};


export type MutationAddStockMovementArgs = {
  input: StockMovementInput;
  productId: Scalars['ID']['input'];
};


export type MutationArchiveSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssignPersonnelArgs = {
  input: AssignmentInput;
};


export type MutationAssignPersonnelBatchArgs = {
  inputs: Array<AssignmentInput>;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationClearActivityArgs = {
  cells: Array<ActivityCellInput>;
};


export type MutationCompleteSocialSignUpArgs = {
  input: SocialSignUpInput;
};


export type MutationConfirmEmailArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmEmailAndSignInArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateClientArgs = {
  input: ClientInput;
};


export type MutationCreateCreditNoteArgs = {
  input: CreditNoteInput;
  invoiceId: Scalars['ID']['input'];
};


export type MutationCreateDocumentTypeArgs = {
  input: DocumentTypeInput;
};


export type MutationCreateFollowUpArgs = {
  input: FollowUpInput;
};


export type MutationCreateInvoiceArgs = {
  input: InvoiceInput;
  quoteId: Scalars['ID']['input'];
};


export type MutationCreatePartnerProfileArgs = {
  input: PartnerProfileInput;
};


export type MutationCreatePersonnelArgs = {
  input: PersonnelInput;
};


export type MutationCreatePlanningFeedArgs = {
  personnelId: Scalars['ID']['input'];
};


export type MutationCreatePurchaseArgs = {
  input: PurchaseInput;
  siteId: Scalars['ID']['input'];
};


export type MutationCreateQuoteArgs = {
  input: QuoteInput;
};


export type MutationCreateRevenueArgs = {
  input: RevenueInput;
  siteId: Scalars['ID']['input'];
};


export type MutationCreateServiceSheetArgs = {
  input: ServiceSheetInput;
  siteId: Scalars['ID']['input'];
};


export type MutationCreateSiteArgs = {
  input: SiteInput;
};


export type MutationCreateSiteDocumentArgs = {
  input: SiteDocumentInput;
};


export type MutationCreateSiteFromQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateStockProductArgs = {
  input: StockProductInput;
};


export type MutationCreateSupplierArgs = {
  input: SupplierInput;
};


export type MutationCreateTaskArgs = {
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
  input: TaskInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: WebhookEndpointInput;
};


export type MutationDeleteAssignmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFollowUpArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePartnerProfileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


export type MutationDeletePersonnelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePurchaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRevenueArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteServiceSheetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSiteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStockProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSupplierArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExchangeOAuthCodeArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLinkQuoteToSiteArgs = {
  id: Scalars['ID']['input'];
  siteId: Scalars['ID']['input'];
};


export type MutationLockActivityMonthArgs = {
  month: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMoveTaskArgs = {
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: TaskDatesInput;
};


export type MutationPingWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPostAnnouncementArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  siteId: Scalars['ID']['input'];
};


export type MutationRecordPaymentArgs = {
  input: PaymentInput;
  invoiceId: Scalars['ID']['input'];
};


export type MutationRefreshPartnerSessionArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefreshSessionArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterPartnerArgs = {
  input: PartnerSignUpInput;
};


export type MutationRemoveHolidayArgs = {
  day: Scalars['String']['input'];
};


export type MutationReplayWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: ForgotPasswordInput;
};


export type MutationRescheduleAssignmentArgs = {
  id: Scalars['ID']['input'];
  input: PeriodInput;
};


export type MutationResendEmailVerificationArgs = {
  input: ForgotPasswordInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokePlanningFeedArgs = {
  personnelId: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveActivityArgs = {
  entries: Array<ActivityEntryInput>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendFollowUpArgs = {
  id: Scalars['ID']['input'];
  input: FollowUpMailInput;
};


export type MutationSendPartnerRequestArgs = {
  input: PartnerContactInput;
};


export type MutationSendQuoteArgs = {
  id: Scalars['ID']['input'];
  input: QuoteMailInput;
};


export type MutationSetContactRequestStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationSetHolidayArgs = {
  day: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationSetPersonnelActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetQuoteStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationSetSiteImageArgs = {
  fileId?: InputMaybe<Scalars['ID']['input']>;
  kind: SiteImageKind;
  siteId: Scalars['ID']['input'];
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetUserRoleArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUnarchiveSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnlockActivityMonthArgs = {
  month: Scalars['String']['input'];
};


export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientInput;
};


export type MutationUpdateCompanyLegalArgs = {
  input: CompanyLegalInput;
};


export type MutationUpdateCompanySettingsArgs = {
  input: CompanySettingsInput;
};


export type MutationUpdateFollowUpArgs = {
  id: Scalars['ID']['input'];
  input: FollowUpInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  dailyDigest?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdatePartnerProfileArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PartnerProfileInput;
};


export type MutationUpdatePersonnelArgs = {
  id: Scalars['ID']['input'];
  input: PersonnelInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdatePurchaseArgs = {
  id: Scalars['ID']['input'];
  input: PurchaseInput;
};


export type MutationUpdateQuoteArgs = {
  id: Scalars['ID']['input'];
  input: QuoteInput;
};


export type MutationUpdateRevenueArgs = {
  id: Scalars['ID']['input'];
  input: RevenueInput;
};


export type MutationUpdateServiceSheetArgs = {
  id: Scalars['ID']['input'];
  input: ServiceSheetInput;
};


export type MutationUpdateSiteArgs = {
  id: Scalars['ID']['input'];
  input: SiteInput;
};


export type MutationUpdateSiteDocumentArgs = {
  id: Scalars['ID']['input'];
  input: SiteDocumentInput;
};


export type MutationUpdateStockProductArgs = {
  id: Scalars['ID']['input'];
  input: StockProductInput;
};


export type MutationUpdateSupplierArgs = {
  id: Scalars['ID']['input'];
  input: SupplierInput;
};


export type MutationUpdateTaskArgs = {
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: TaskInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: WebhookEndpointInput;
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
  | 'INVOICE_OVERDUE'
  | 'QUOTE_EXPIRING'
  | 'SITE_ASSIGNMENT'
  | 'SITE_GIVEN'
  | 'STOCK_LOW'
  | 'TASK_ASSIGNED';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<NotificationView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Combien ne sont pas lues. */
  unread: Scalars['Int']['output'];
};

/** Les valeurs de la phrase, telles qu’elles étaient à l’écriture (absentes quand le type n’en a pas besoin). */
export type NotificationParamsView = {
  __typename?: 'NotificationParamsView';
  /** Le montant TTC du devis, ou le reste à payer de la facture (DH). */
  amount?: Maybe<Scalars['Decimal']['output']>;
  authorName?: Maybe<Scalars['String']['output']>;
  client?: Maybe<Scalars['String']['output']>;
  /** L’expiration du devis, ou le premier jour de retard de la facture. */
  date?: Maybe<Scalars['LocalDate']['output']>;
  endDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Le début du texte de l’annonce. */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** Le produit ou la tâche. */
  label?: Maybe<Scalars['String']['output']>;
  /** Le stock après le mouvement. */
  quantity?: Maybe<Scalars['Decimal']['output']>;
  /** La référence du devis ou de la facture. */
  reference?: Maybe<Scalars['String']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Le seuil d’alerte. */
  threshold?: Maybe<Scalars['Decimal']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
};

export type NotificationSettingsView = {
  __typename?: 'NotificationSettingsView';
  /** Recevoir chaque matin un e-mail listant les notifications non lues. */
  dailyDigest: Scalars['Boolean']['output'];
};

/** Une notification de l’utilisateur connecté. */
export type NotificationView = {
  __typename?: 'NotificationView';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** Le chemin de l’écran qui montre le sujet (/stocks, /devis/{id}, /factures/{id}, /detail-chantier/{id}…). */
  link: Scalars['String']['output'];
  params: NotificationParamsView;
  readAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Le moment où elle est apparue (ou apparaîtra, pour une échéance). */
  visibleFrom: Scalars['DateTimeISO']['output'];
};

/** Une fiche de l’annuaire des partenaires, telle qu’une carte la montre. */
export type PartnerCard = {
  __typename?: 'PartnerCard';
  cities: Array<PlaceRef>;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Raison sociale ou nom commercial. */
  name: Scalars['String']['output'];
  regions: Array<PlaceRef>;
  /** Codes des types de service (MACONNERIE, PLOMBERIE…). */
  serviceTypes: Array<Scalars['String']['output']>;
  /** Le début de la description (180 caractères au plus). */
  summary?: Maybe<Scalars['String']['output']>;
};

/** Ce qui manque à une fiche pour être complète. */
export type PartnerCompleteness = {
  __typename?: 'PartnerCompleteness';
  /** Les éléments manquants : logo, photos, description, ice, cities. */
  missing: Array<Scalars['String']['output']>;
  /** De 0 à 100. */
  percent: Scalars['Int']['output'];
};

/** Une demande d’un utilisateur de société à un partenaire, au sujet d’un chantier ou non. */
export type PartnerContactInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  partnerId?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
};

export type PartnerContactResult = {
  __typename?: 'PartnerContactResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** Les coordonnées d’un partenaire : montrées aux utilisateurs connectés d’une société, jamais aux visiteurs. */
export type PartnerContactView = {
  __typename?: 'PartnerContactView';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** Le tableau de bord du partenaire. */
export type PartnerDashboardView = {
  __typename?: 'PartnerDashboardView';
  completeness: PartnerCompleteness;
  name: Scalars['String']['output'];
  partnerId: Scalars['ID']['output'];
  published: Scalars['Boolean']['output'];
  requests: ContactRequestCounts;
  viewsLastMonth: Scalars['Int']['output'];
  /** Pages vues ce mois-ci (hors le partenaire lui-même). */
  viewsThisMonth: Scalars['Int']['output'];
};

export type PartnerDirectoryPage = {
  __typename?: 'PartnerDirectoryPage';
  items: Array<PartnerCard>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Une image d’une fiche partenaire : l’image et sa vignette (URL signées). */
export type PartnerImage = {
  __typename?: 'PartnerImage';
  /** Identifiant du fichier (à renvoyer tel quel pour le garder). */
  id: Scalars['ID']['output'];
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** La page publique d’un partenaire. */
export type PartnerPageView = {
  __typename?: 'PartnerPageView';
  /** Vrai quand l’appelant (utilisateur d’une société) peut envoyer une demande. */
  canContact: Scalars['Boolean']['output'];
  cities: Array<PlaceRef>;
  /** Null pour un visiteur ou un partenaire. */
  contact?: Maybe<PartnerContactView>;
  /** Inscrit depuis. */
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  ice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Raison sociale ou nom commercial. */
  name: Scalars['String']['output'];
  photos: Array<PartnerImage>;
  regions: Array<PlaceRef>;
  /** Codes des types de service (MACONNERIE, PLOMBERIE…). */
  serviceTypes: Array<Scalars['String']['output']>;
  /** Le début de la description (180 caractères au plus). */
  summary?: Maybe<Scalars['String']['output']>;
};

/** La fiche et le contact ; le logo et les photos sont des fichiers envoyés avant (POST /api/v1/files). */
export type PartnerProfileInput = {
  /** Codes de villes desservies (leurs régions s’ajoutent). */
  cities?: InputMaybe<Array<Scalars['String']['input']>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Le logo : l’id d’un envoi, ou celui du logo actuel ; null : aucun. */
  logoFileId?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Les photos dans l’ordre : ids d’envois ou de photos actuelles ; 10 au plus. */
  photoFileIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Publiée dans l’annuaire (vrai par défaut). */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** Codes de région desservies. */
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
  serviceTypes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** La fiche du partenaire connecté, telle qu’il la modifie. */
export type PartnerProfileView = {
  __typename?: 'PartnerProfileView';
  cities: Array<PlaceRef>;
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** L’e-mail du compte (celui que voient les sociétés). */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  ice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  logo?: Maybe<PartnerImage>;
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  photos: Array<PartnerImage>;
  published: Scalars['Boolean']['output'];
  regions: Array<PlaceRef>;
  serviceTypes: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Inscription d’un partenaire (/insription-partenaire). */
export type PartnerSignUpInput = {
  /** Code de ville (ma-fes). */
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Code de région (MA-03). */
  region?: InputMaybe<Scalars['String']['input']>;
  serviceTypes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type PartnerSignUpResult = {
  __typename?: 'PartnerSignUpResult';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type PaymentInput = {
  amount?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  /** VIREMENT, CHEQUE, ESPECES ou EFFET. */
  mode?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** Une inscription par un fournisseur en attente : l’adresse vérifiée et les noms connus. */
export type PendingSocialSignUpView = {
  __typename?: 'PendingSocialSignUpView';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  providerName: Scalars['String']['output'];
};

export type PeriodInput = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type PersonnelInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  cni?: InputMaybe<Scalars['String']['input']>;
  /** Tarif journalier, chaîne décimale ("350.00"; "350,5" accepté). */
  dailyRate?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Prime panier, chaîne décimale. */
  mealBonus?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  trade?: InputMaybe<Scalars['String']['input']>;
};

export type PersonnelPageView = {
  __typename?: 'PersonnelPageView';
  items: Array<PersonnelView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** DELETED, ou DEACTIVATED quand la personne a un historique (affectations). */
export type PersonnelRemoval =
  | 'DEACTIVATED'
  | 'DELETED';

/** Une personne du personnel de la société. */
export type PersonnelView = {
  __typename?: 'PersonnelView';
  /** Faux pour une personne désactivée (elle a un historique et ne peut plus être affectée). */
  active: Scalars['Boolean']['output'];
  address: Scalars['String']['output'];
  /** Numéro de carte nationale d’identité, unique dans la société. */
  cni: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Tarif journalier (DH). */
  dailyRate: Scalars['Decimal']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Prime panier par jour (DH). */
  mealBonus: Scalars['Decimal']['output'];
  phone: Scalars['String']['output'];
  /** Métier. */
  trade: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Une ville (ou une subdivision) citée par son code et ses noms. */
export type PlaceRef = {
  __typename?: 'PlaceRef';
  code: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameFr: Scalars['String']['output'];
};

/** Le lien iCalendar actif d’une personne (le lien lui-même n’est montré qu’à sa création). */
export type PlanningFeedInfo = {
  __typename?: 'PlanningFeedInfo';
  createdAt: Scalars['DateTimeISO']['output'];
};

/** Un lien iCalendar qui vient d’être créé : son URL n’est donnée qu’ici, une seule fois. */
export type PlanningFeedLink = {
  __typename?: 'PlanningFeedLink';
  createdAt: Scalars['DateTimeISO']['output'];
  /** URL absolue du calendrier (.ics), à ajouter comme abonnement dans l’agenda du téléphone. */
  url: Scalars['String']['output'];
};

export type ProfileInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** 10 chiffres; vide pour effacer. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Une image déposée par POST /api/v1/files?kind=image. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  removePhoto?: InputMaybe<Scalars['Boolean']['input']>;
  /** MANAGER ou USER; seul un MANAGER peut le changer. */
  role?: InputMaybe<Scalars['String']['input']>;
};

export type ProgressInput = {
  lineId?: InputMaybe<Scalars['String']['input']>;
  /** Avancement cumulé de la ligne, en %. */
  percent?: InputMaybe<Scalars['String']['input']>;
};

/** Une préfecture ou une province (décret n° 2-15-40 du 20 février 2015). */
export type ProvinceView = {
  __typename?: 'ProvinceView';
  /** Code ISO 3166-2 (MA-FES). */
  code: Scalars['String']['output'];
  /** PREFECTURE ou PROVINCE. */
  kind: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameFr: Scalars['String']['output'];
  /** Le chef-lieu, quand les données le nomment. */
  seat?: Maybe<PlaceRef>;
};

export type PurchaseInput = {
  /** Montant HT, chaîne décimale. */
  amountHT?: InputMaybe<Scalars['String']['input']>;
  /** Montant réglé (0 par défaut), au plus le TTC. */
  amountPaid?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ */
  date?: InputMaybe<Scalars['String']['input']>;
  /** Fichier déposé par POST /api/v1/files?kind=document ; null retire la facture. */
  invoiceFileId?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ : date du règlement ; absent à la modification : inchangée. */
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  /** VIREMENT, CHEQUE, ESPECES ou EFFET ; absent à la modification : inchangé. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  supplierId?: InputMaybe<Scalars['String']['input']>;
  /** Taux de TVA en % : 20 (défaut), 14, 10, 7 ou 0. */
  vatRate?: InputMaybe<Scalars['String']['input']>;
};

export type PurchasePageView = {
  __typename?: 'PurchasePageView';
  items: Array<PurchaseView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** La ligne de totaux du filtre entier, pas seulement de la page. */
  totals: PurchaseTotalsView;
};

/** Le fournisseur d’un achat. */
export type PurchaseSupplierView = {
  __typename?: 'PurchaseSupplierView';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PurchaseTotalsView = {
  __typename?: 'PurchaseTotalsView';
  amountHT: Scalars['Decimal']['output'];
  amountPaid: Scalars['Decimal']['output'];
  amountRemaining: Scalars['Decimal']['output'];
  amountTTC: Scalars['Decimal']['output'];
  amountVAT: Scalars['Decimal']['output'];
  count: Scalars['Int']['output'];
};

/** Un achat (dépense) d’un chantier ; TVA, TTC, reste et soldé sont calculés. */
export type PurchaseView = {
  __typename?: 'PurchaseView';
  amountHT: Scalars['Decimal']['output'];
  amountPaid: Scalars['Decimal']['output'];
  /** TTC − réglé. */
  amountRemaining: Scalars['Decimal']['output'];
  amountTTC: Scalars['Decimal']['output'];
  amountVAT: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  date: Scalars['LocalDate']['output'];
  hasInvoice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Seulement sur la vue détail (purchase). */
  invoice?: Maybe<InvoiceView>;
  label: Scalars['String']['output'];
  /** Date du (dernier) règlement. */
  paymentDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Mode du règlement : VIREMENT, CHEQUE, ESPECES ou EFFET. */
  paymentMode?: Maybe<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
  /** Soldé : réglé = TTC. */
  settled: Scalars['Boolean']['output'];
  siteId: Scalars['ID']['output'];
  supplier: PurchaseSupplierView;
  supplierId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Taux de TVA en %. */
  vatRate: Scalars['Decimal']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Un mois (AAAA-MM) d’imputations, par personne ; un chantier ou tous ceux de l’appelant. */
  activityMonth: ActivityMonthView;
  /** Les jetons API actifs ou expirés de la société (pas les révoqués), du plus récent au plus ancien. */
  apiTokens: Array<ApiTokenView>;
  /** Les utilisateurs actifs de la société (au plus 500), pour choisir un responsable. */
  assignableUsers: Array<TeamMemberOption>;
  /** Les affectations, filtrées par chantier, personne et période (celles qui la chevauchent), la plus récente d’abord. */
  assignments: AssignmentPageView;
  /** Les fournisseurs de connexion configurés ; aucun quand aucun ne l’est. */
  authProviders: Array<AuthProviderView>;
  /** Les villes d’un pays ou d’une région, filtrées par nom ; 50 au plus. */
  cities: Array<CityView>;
  client: ClientView;
  /** Les clients qu’un nouveau (ou celui en cours de modification, `exceptId`) doublerait : même nom (sans accents ni casse) ou même ICE ; 5 au plus. */
  clientMatches: Array<ClientView>;
  /** Les clients par nom, recherche sans accents ni casse (nom, ICE, ville). */
  clients: ClientPage;
  /** Les mentions légales des devis et factures. */
  companyLegal: CompanyLegalView;
  companySettings: CompanySettingsView;
  /** Les pays proposés, le Maroc en premier. */
  countries: Array<CountryView>;
  /** Les types prédéfinis et ceux de la société, par catégorie puis par nom. */
  documentTypes: Array<DocumentTypeView>;
  followUp: FollowUpView;
  /** Les fiches de suivi d’un chantier, la visite la plus récente d’abord ; la recherche porte sur le libellé et le rapport, sans accents ni casse. */
  followUps: FollowUpPageView;
  /** Les finances de la société sur une période (bornes incluses, 5 ans au plus) : totaux, par chantier et par mois. */
  globalFinance: GlobalFinanceView;
  /** Les jours fériés d’une année pour la société (civils, religieux attendus, corrections). */
  holidays: Array<HolidayView>;
  invoice: SalesInvoiceView;
  /** La facture que createInvoice émettrait (montants, TVA par taux, retenue, net à payer, numéro), sans rien émettre. */
  invoicePreview: SalesInvoiceView;
  /** Les factures et avoirs de la société, filtrés et paginés, les plus récents d’abord. */
  invoices: InvoicePage;
  /** Les factures échues non payées : nombre et reste à payer. */
  invoicesOverdue: InvoicesOverdueView;
  /** derniersChantier : les chantiers actifs les plus récents. */
  latestSites: Array<SiteView>;
  /** L'utilisateur connecté. */
  me: UserDetails;
  /** financeMois : le mois donné (AAAA-MM, le mois en cours par défaut). */
  monthFinance: MonthFinanceView;
  /** taskMois : les tâches de planning qui chevauchent le mois, sur les chantiers de l’appelant. */
  monthTasks: Array<MonthTaskView>;
  /** La fiche du partenaire connecté ; null s’il l’a supprimée. */
  myPartnerProfile?: Maybe<PartnerProfileView>;
  notificationSettings: NotificationSettingsView;
  /** Mes notifications visibles, les plus récentes d’abord. */
  notifications: NotificationPage;
  /** La page publique d’un partenaire ; ses coordonnées pour un utilisateur de société connecté. */
  partner: PartnerPageView;
  /** Les demandes reçues, les plus récentes d’abord. */
  partnerContactRequests: ContactRequestPage;
  partnerDashboard: PartnerDashboardView;
  /** L’annuaire public des partenaires publiés. */
  partners: PartnerDirectoryPage;
  /** Une inscription par un fournisseur en attente ; null si expirée ou terminée. */
  pendingSocialSignUp?: Maybe<PendingSocialSignUpView>;
  person: PersonnelView;
  /** Le personnel, trié (name | createdAt | dailyRate), recherché sur le nom, le prénom, la CNI et le métier, par pages. */
  personnel: PersonnelPageView;
  /** Le lien iCalendar actif de la personne (sa date seulement), ou null. */
  planningFeed?: Maybe<PlanningFeedInfo>;
  /** Le détail d’un achat, avec sa facture. */
  purchase: PurchaseView;
  /** Les achats d’un chantier, filtrés par période (bornes incluses) et fournisseur, le plus récent d’abord, avec les totaux du filtre. */
  purchases: PurchasePageView;
  quote: QuoteView;
  /** Où en est la facturation d’un devis : reste à facturer, acomptes, retenue, avancement. */
  quoteInvoicing: QuoteInvoicingView;
  /** Les envois du devis par e-mail, le plus récent d’abord. */
  quoteSendings: Array<QuoteSendingView>;
  /** Les devis de la société, filtrés, triés (date, reference, client, total) et paginés. */
  quotes: QuotePage;
  /** Les devis en attente de réponse (en cours, non dépassés) : nombre et montants. */
  quotesWaiting: QuoteTotalsView;
  /** Les régions d’un pays dans l’ordre officiel ; un pays inconnu : NOT_FOUND. */
  regions: Array<RegionView>;
  /** Le détail d’une recette, avec sa facture. */
  revenue: RevenueView;
  /** Les recettes d’un chantier, filtrées par période, avec les totaux du filtre. */
  revenues: RevenuePageView;
  /** Chantiers, devis, factures, clients, fournisseurs, personnel, produits, documents et tâches dont le texte contient ce qui est tapé (accents et casse ignorés, mots dans n’importe quel ordre), les plus proches d’abord ; au plus `limit` (20, 50 au plus). */
  search: Array<SearchHitView>;
  serviceSheet: ServiceSheetView;
  /** Les fiches de service d’un chantier, filtrées par période et fournisseur, avec les totaux du filtre. */
  serviceSheets: ServiceSheetPageView;
  site: SiteView;
  /** La semaine d’un chantier qui contient le jour donné. */
  siteActivityWeek: ActivityWeekView;
  siteDocument: SiteDocumentView;
  /** Le nombre de documents du chantier par catégorie (toutes, 0 compris). */
  siteDocumentCounts: Array<DocumentCategoryCount>;
  /** Les documents d’un chantier : filtre par catégorie ou type, recherche, tri, pages. */
  siteDocuments: SiteDocumentPageView;
  /** Les actualités d'un chantier, les plus récentes d'abord, par pages (curseur). */
  siteNews: SiteNewsPageView;
  sitePlanningSummary: SitePlanningSummaryView;
  /** Avancement, recettes, achats TTC/HT/TVA, main d’œuvre, sous-traitance, rentabilité. */
  siteSummary: SiteFiguresView;
  /** Les chantiers de la société, les plus récents d’abord, par pages (curseur). */
  sites: SitePageView;
  /** Les catégories déjà utilisées. */
  stockCategories: Array<Scalars['String']['output']>;
  /** L’historique des mouvements d’un produit, le plus récent d’abord. */
  stockMovements: StockMovementPageView;
  stockProduct: StockProductView;
  /** Les produits, par libellé ; `toRestock` garde ceux au plus égaux à leur seuil d’avertissement. */
  stockProducts: StockProductPageView;
  /** Le nombre de produits à réapprovisionner. */
  stockToRestockCount: Scalars['Int']['output'];
  supplier: SupplierView;
  /** Les fournisseurs, triés (name | createdAt), recherchés sur le nom, l’ICE et l’e-mail, par pages. */
  suppliers: SupplierPageView;
  task: TaskView;
  /** Les conflits qu’aurait une tâche (personne non affectée au chantier, déjà sur une autre tâche, dépendance non respectée) : des avertissements à confirmer. Pour un glisser, taskId et les nouvelles dates suffisent. */
  taskConflicts: Array<TaskConflict>;
  /** Les tâches qui chevauchent la période : d’un chantier, d’une personne, ou de tous les chantiers de l’appelant. */
  tasks: Array<TaskView>;
  /** Les utilisateurs de la société, par nom. */
  teamMembers: UserPage;
  /** À régler : le reste dû aux fournisseurs sur les chantiers de l’appelant, et les chantiers qui doivent le plus. */
  toPay: ToPayView;
  /** Les personnes actives sans affectation sur la période (listPersoNonAffecter), par nom. */
  unassignedPersonnel: Array<PersonnelView>;
  /** Combien de mes notifications visibles ne sont pas lues. */
  unreadNotificationCount: Scalars['Int']['output'];
  userContext: UserContextView;
  /** Le journal des envois d’un webhook, les plus récents d’abord. */
  webhookDeliveries: WebhookDeliveryPage;
  /** Un envoi, avec le corps JSON envoyé. */
  webhookDelivery: WebhookDeliveryView;
  /** Les webhooks de la société, avec le statut de leur dernier envoi. */
  webhookEndpoints: Array<WebhookEndpointView>;
  /** Les étapes de démarrage de la société de l'appelant et leur état. */
  welcomeChecklist: WelcomeChecklistView;
};


export type QueryActivityMonthArgs = {
  month: Scalars['String']['input'];
  siteId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAssignmentsArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  personnelId?: InputMaybe<Scalars['ID']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCitiesArgs = {
  country: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientMatchesArgs = {
  exceptId?: InputMaybe<Scalars['ID']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type QueryClientsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFollowUpArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFollowUpsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  siteId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGlobalFinanceArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHolidaysArgs = {
  year: Scalars['Int']['input'];
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicePreviewArgs = {
  input: InvoiceInput;
  quoteId: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLatestSitesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMonthFinanceArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMonthTasksArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPartnerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPartnerContactRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPartnersArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  serviceType?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPendingSocialSignUpArgs = {
  ticket: Scalars['String']['input'];
};


export type QueryPersonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPersonnelArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlanningFeedArgs = {
  personnelId: Scalars['ID']['input'];
};


export type QueryPurchaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPurchasesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  toPay?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuoteInvoicingArgs = {
  quoteId: Scalars['ID']['input'];
};


export type QueryQuoteSendingsArgs = {
  quoteId: Scalars['ID']['input'];
};


export type QueryQuotesArgs = {
  filter?: InputMaybe<QuoteFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRegionsArgs = {
  country: Scalars['String']['input'];
};


export type QueryRevenueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRevenuesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryServiceSheetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryServiceSheetsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  supplier?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySiteArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySiteActivityWeekArgs = {
  day: Scalars['String']['input'];
  siteId: Scalars['ID']['input'];
};


export type QuerySiteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySiteDocumentCountsArgs = {
  siteId: Scalars['ID']['input'];
};


export type QuerySiteDocumentsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  siteId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySiteNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  types?: InputMaybe<Array<SiteNewsType>>;
};


export type QuerySitePlanningSummaryArgs = {
  siteId: Scalars['ID']['input'];
};


export type QuerySiteSummaryArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySitesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SiteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStockMovementsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStockProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStockProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  toRestock?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QuerySupplierArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySuppliersArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTaskConflictsArgs = {
  input: TaskCheckInput;
};


export type QueryTasksArgs = {
  from: Scalars['String']['input'];
  personnelId?: InputMaybe<Scalars['ID']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};


export type QueryTeamMembersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryToPayArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUnassignedPersonnelArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};

export type QuoteFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  /** Référence, client ou objet, sans accents ni casse. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Les devis liés à un chantier (son id). */
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** EN_COURS, ACCEPTE, REFUSE, DEPASSE ; absent : tous. */
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteInput = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** Sans clientId : le client de ce nom, ou un nouveau. */
  clientName?: InputMaybe<Scalars['String']['input']>;
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  conditions?: InputMaybe<Scalars['String']['input']>;
  issueDate?: InputMaybe<Scalars['String']['input']>;
  lots?: InputMaybe<Array<QuoteLotInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  object?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** ACCEPTE ou REFUSE : la décision enregistrée avec la sauvegarde. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Absente : date d’émission + la validité par défaut de la société. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/** Où en est la facturation d’un devis. */
export type QuoteInvoicingView = {
  __typename?: 'QuoteInvoicingView';
  /** Acomptes facturés HT (nets des avoirs). */
  depositsHT: Scalars['Decimal']['output'];
  invoiceCount: Scalars['Int']['output'];
  /** Reste à facturer HT. */
  leftHT: Scalars['Decimal']['output'];
  progress: Array<LineProgressView>;
  /** Retenue de garantie retenue, pas encore libérée. */
  retentionHeld: Scalars['Decimal']['output'];
};

export type QuoteLineInput = {
  designation?: InputMaybe<Scalars['String']['input']>;
  /** En %, 0 par défaut. */
  discountPercent?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  unitPriceHT?: InputMaybe<Scalars['String']['input']>;
  /** 20 (défaut), 14, 10, 7 ou 0. */
  vatRate?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteLineView = {
  __typename?: 'QuoteLineView';
  designation: Scalars['String']['output'];
  discountPercent: Scalars['Decimal']['output'];
  /** Une situation de travaux désigne la ligne par cet identifiant. */
  id: Scalars['ID']['output'];
  /** Jusqu’à 3 décimales, "12.500". */
  quantity: Scalars['String']['output'];
  /** Quantité × prix unitaire × (1 − remise), arrondi au centime. */
  totalHT: Scalars['Decimal']['output'];
  unit: Scalars['String']['output'];
  unitPriceHT: Scalars['Decimal']['output'];
  vatRate: Scalars['Decimal']['output'];
};

export type QuoteLotInput = {
  lines?: InputMaybe<Array<QuoteLineInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteLotView = {
  __typename?: 'QuoteLotView';
  lines: Array<QuoteLineView>;
  subtotalHT: Scalars['Decimal']['output'];
  title: Scalars['String']['output'];
};

export type QuoteMailInput = {
  /** Quelques mots ajoutés au message, 2000 caractères au plus. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** L'adresse du destinataire (celle du client par défaut à l'écran). */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type QuotePage = {
  __typename?: 'QuotePage';
  items: Array<QuoteView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totals: QuoteTotalsView;
};

/** Un envoi du devis par e-mail. */
export type QuoteSendingView = {
  __typename?: 'QuoteSendingView';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Vrai quand le message a quitté la file d'envoi. */
  delivered: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Qui l'a envoyé. */
  sentByName: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type QuoteTotalsView = {
  __typename?: 'QuoteTotalsView';
  count: Scalars['Int']['output'];
  totalHT: Scalars['Decimal']['output'];
  totalTTC: Scalars['Decimal']['output'];
};

/** Un devis. */
export type QuoteView = {
  __typename?: 'QuoteView';
  /** Le total TTC en toutes lettres. */
  amountInWords: Scalars['String']['output'];
  client: ClientView;
  clientPhone?: Maybe<Scalars['String']['output']>;
  conditions?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Accepté ou refusé le. */
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  issueDate: Scalars['LocalDate']['output'];
  /** Seulement sur la vue détail (quote). */
  lots?: Maybe<Array<QuoteLotView>>;
  notes?: Maybe<Scalars['String']['output']>;
  object?: Maybe<Scalars['String']['output']>;
  /** DEV-AAAA-NNNN, sans trou par société et par année. */
  reference: Scalars['String']['output'];
  site?: Maybe<SiteRef>;
  /** EN_COURS, ACCEPTE, REFUSE ou DEPASSE (en cours et date de validité passée). */
  status: Scalars['String']['output'];
  totalHT: Scalars['Decimal']['output'];
  totalTTC: Scalars['Decimal']['output'];
  totalVAT: Scalars['Decimal']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  validUntil: Scalars['LocalDate']['output'];
  /** TVA par taux ; seulement sur la vue détail. */
  vat?: Maybe<Array<VatRowView>>;
};

/** Une région (pour le Maroc, l’une des 12 régions de 2015), avec ses préfectures et provinces. */
export type RegionView = {
  __typename?: 'RegionView';
  /** Le chef-lieu de la région. */
  capital?: Maybe<PlaceRef>;
  /** Code ISO 3166-2 (MA-03). */
  code: Scalars['String']['output'];
  /** Code du pays. */
  country: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameFr: Scalars['String']['output'];
  provinces: Array<ProvinceView>;
};

export type ResetPasswordInput = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type RevenueInput = {
  /** Montant TTC, chaîne décimale. */
  amount?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  invoiceFileId?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Taux de TVA en % : 20, 14, 10, 7 ou 0 ; absent : 20, ou 0 pour une société non assujettie. */
  vatRate?: InputMaybe<Scalars['String']['input']>;
};

export type RevenuePageView = {
  __typename?: 'RevenuePageView';
  items: Array<RevenueView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totals: RevenueTotalsView;
};

export type RevenueTotalsView = {
  __typename?: 'RevenueTotalsView';
  amount: Scalars['Decimal']['output'];
  amountHT: Scalars['Decimal']['output'];
  amountVAT: Scalars['Decimal']['output'];
  count: Scalars['Int']['output'];
};

/** Une recette d’un chantier. */
export type RevenueView = {
  __typename?: 'RevenueView';
  /** Montant TTC, ce que le client paie. */
  amount: Scalars['Decimal']['output'];
  amountHT: Scalars['Decimal']['output'];
  /** TVA collectée. */
  amountVAT: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  date: Scalars['LocalDate']['output'];
  hasInvoice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Seulement sur la vue détail (revenue). */
  invoice?: Maybe<InvoiceView>;
  label: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  siteId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Taux de TVA en %. */
  vatRate: Scalars['Decimal']['output'];
};

/** Une facture (ou un avoir) d’un devis accepté. */
export type SalesInvoiceView = {
  __typename?: 'SalesInvoiceView';
  /** Le total TTC en toutes lettres. */
  amountInWords: Scalars['String']['output'];
  /** Reste à payer. */
  balance: Scalars['Decimal']['output'];
  client: InvoiceClientRef;
  createdAt: Scalars['DateTimeISO']['output'];
  /** La facture qu’un avoir annule. */
  creditOf?: Maybe<DocumentRef>;
  creditedAmount: Scalars['Decimal']['output'];
  dueDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  issueDate: Scalars['LocalDate']['output'];
  /** ACOMPTE, SITUATION, SOLDE, RETENUE ou AVOIR. */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Vue détail seulement. */
  lines?: Maybe<Array<InvoiceLineView>>;
  /** Net à payer : TTC − retenue. */
  netToPay: Scalars['Decimal']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  paidAmount: Scalars['Decimal']['output'];
  /** Vue détail seulement. */
  payments?: Maybe<Array<InvoicePaymentView>>;
  percent?: Maybe<Scalars['Decimal']['output']>;
  quote: DocumentRef;
  /** FAC-AAAA-NNNN, ou AV-AAAA-NNNN pour un avoir. */
  reference: Scalars['String']['output'];
  /** Retenue de garantie (retenue, ou libérée par une facture RETENUE). */
  retentionAmount: Scalars['Decimal']['output'];
  retentionRate: Scalars['Decimal']['output'];
  site: SiteRef;
  /** EMISE, PARTIELLEMENT_PAYEE, PAYEE, EN_RETARD ou ANNULEE (lus des paiements, avoirs et échéance). */
  status: Scalars['String']['output'];
  totalHT: Scalars['Decimal']['output'];
  totalTTC: Scalars['Decimal']['output'];
  totalVAT: Scalars['Decimal']['output'];
  /** Vue détail seulement. */
  vat?: Maybe<Array<VatRowView>>;
};

/** Un résultat de la recherche de l’en-tête : ce qu’il désigne, de quoi le reconnaître et où l’ouvrir. */
export type SearchHitView = {
  __typename?: 'SearchHitView';
  /** AAAA-MM-JJ : la date d’un document, le début d’une tâche. */
  day?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: SearchKind;
  /** Le chantier du résultat, quand il en a un. */
  siteId?: Maybe<Scalars['ID']['output']>;
  /** Client, ville, chantier, métier… selon le genre. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Nom, référence ou libellé. */
  title: Scalars['String']['output'];
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

export type ServiceSheetInput = {
  amountPaid?: InputMaybe<Scalars['String']['input']>;
  bonus?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ ; son jour de semaine doit être `day`. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** Lundi … Dimanche */
  day?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  supplier?: InputMaybe<Scalars['String']['input']>;
  worker?: InputMaybe<Scalars['String']['input']>;
};

export type ServiceSheetPageView = {
  __typename?: 'ServiceSheetPageView';
  items: Array<ServiceSheetView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totals: ServiceSheetTotalsView;
};

export type ServiceSheetTotalsView = {
  __typename?: 'ServiceSheetTotalsView';
  amountPaid: Scalars['Decimal']['output'];
  bonus: Scalars['Decimal']['output'];
  count: Scalars['Int']['output'];
  total: Scalars['Decimal']['output'];
};

/** Une fiche de service (sous-traitance) d’un chantier. */
export type ServiceSheetView = {
  __typename?: 'ServiceSheetView';
  amountPaid: Scalars['Decimal']['output'];
  bonus: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  date: Scalars['LocalDate']['output'];
  /** Lundi … Dimanche. */
  day: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  phone: Scalars['String']['output'];
  siteId: Scalars['ID']['output'];
  supplier: Scalars['String']['output'];
  /** Payé + prime. */
  total: Scalars['Decimal']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  worker: Scalars['String']['output'];
};

export type SignInInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SignUpInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SignUpResult = {
  __typename?: 'SignUpResult';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SiteDeletion = {
  __typename?: 'SiteDeletion';
  /** Faux quand le chantier avait des données financières : il a été archivé. */
  deleted: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type SiteDocumentInput = {
  /** AAAA-MM-JJ. */
  documentDate?: InputMaybe<Scalars['String']['input']>;
  /** Un envoi de POST /api/v1/files?kind=document (PDF, PNG, JPEG). Requis à la création ; à la modification, absent : inchangé. */
  fileId?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** Requis à la création ; à la modification, absent : le document reste sur son chantier. */
  siteId?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['String']['input']>;
};

export type SiteDocumentPageView = {
  __typename?: 'SiteDocumentPageView';
  items: Array<SiteDocumentView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Un document d’un chantier (SPEC §3). */
export type SiteDocumentView = {
  __typename?: 'SiteDocumentView';
  createdAt: Scalars['DateTimeISO']['output'];
  /** La date du document (« date de création »). */
  documentDate: Scalars['LocalDate']['output'];
  file: DocumentFileView;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  site: SiteRef;
  type: DocumentTypeView;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Les chiffres d'un chantier (SPEC §3), en montants décimaux. */
export type SiteFiguresView = {
  __typename?: 'SiteFiguresView';
  budget?: Maybe<Scalars['Decimal']['output']>;
  /** Engagé : achats (HT si assujettie, sinon TTC) + main d’œuvre brut + sous-traitance. */
  committed: Scalars['Decimal']['output'];
  labourBonus: Scalars['Decimal']['output'];
  labourGross: Scalars['Decimal']['output'];
  labourNet: Scalars['Decimal']['output'];
  /** Réglé : la part payée des achats (sa part HT si assujettie), plus main d’œuvre et sous-traitance (payées par nature). */
  paid: Scalars['Decimal']['output'];
  /** Assujettie : recettes HT − (achats HT + main d’œuvre brut + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre brut + sous-traitance). */
  profitability: Scalars['Decimal']['output'];
  /** Rentabilité en % du budget, une décimale ("12.5") ; null sans budget. */
  profitabilityPercent?: Maybe<Scalars['String']['output']>;
  progress: Scalars['Int']['output'];
  purchasesHT: Scalars['Decimal']['output'];
  purchasesTTC: Scalars['Decimal']['output'];
  /** TVA déductible. */
  purchasesVAT: Scalars['Decimal']['output'];
  /** Recettes TTC (montants facturés). */
  revenues: Scalars['Decimal']['output'];
  revenuesHT: Scalars['Decimal']['output'];
  /** TVA collectée. */
  revenuesVAT: Scalars['Decimal']['output'];
  subcontracting: Scalars['Decimal']['output'];
  /** TVA collectée − TVA déductible : due si positive, crédit si négative. */
  vatBalance: Scalars['Decimal']['output'];
  /** La société est assujettie à la TVA : rentabilité, engagé et réglé sur montants HT. */
  vatSubject: Scalars['Boolean']['output'];
};

export type SiteFilterInput = {
  /** Vrai : les chantiers archivés ; faux ou absent : les actifs. */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Libellé, client ou ville, sans tenir compte des accents ni de la casse. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SiteFinanceLineView = FinanceFigures & {
  __typename?: 'SiteFinanceLineView';
  /** Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas. */
  labour: Scalars['Decimal']['output'];
  /** Assujettie à la TVA : recettes HT − (achats HT + main d’œuvre + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre + sous-traitance). */
  margin: Scalars['Decimal']['output'];
  /** La marge en % des recettes (HT si assujettie), une décimale ; null sans recettes. */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  purchasesHT: Scalars['Decimal']['output'];
  purchasesTTC: Scalars['Decimal']['output'];
  /** TVA déductible sur les achats. */
  purchasesVAT: Scalars['Decimal']['output'];
  /** Recettes TTC (montants facturés). */
  revenues: Scalars['Decimal']['output'];
  revenuesHT: Scalars['Decimal']['output'];
  /** TVA collectée sur les recettes. */
  revenuesVAT: Scalars['Decimal']['output'];
  site: SiteRef;
  subcontracting: Scalars['Decimal']['output'];
  /** TVA collectée − TVA déductible : due à l’État si positive, crédit si négative. */
  vatBalance: Scalars['Decimal']['output'];
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
  address?: InputMaybe<Scalars['String']['input']>;
  /** Montant décimal en chaîne, "1234.50". */
  budget?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ */
  endDate?: InputMaybe<Scalars['String']['input']>;
  foreman?: InputMaybe<Scalars['String']['input']>;
  managerId?: InputMaybe<Scalars['ID']['input']>;
  mapsLink?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  progress?: InputMaybe<Scalars['Int']['input']>;
  /** AAAA-MM-JJ */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SiteManager = {
  __typename?: 'SiteManager';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** Une actualité d'un chantier : ajout, modification (un champ), suppression, événement ou annonce. */
export type SiteNewsEntryView = {
  __typename?: 'SiteNewsEntryView';
  /** Valeur après, même format. */
  after?: Maybe<Scalars['String']['output']>;
  /** Nom de l'auteur au moment de l'actualité. */
  authorName?: Maybe<Scalars['String']['output']>;
  /** Valeur avant, écrite selon `valueKind`. */
  before?: Maybe<Scalars['String']['output']>;
  /** Annonce : le HTML nettoyé. */
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  /** La nature de l'élément : Site, Purchase, Revenue, ServiceSheet, StockMovement, PersonnelAssignment. */
  entityKind?: Maybe<Scalars['String']['output']>;
  /** Le nom de l'élément au moment de l'actualité. */
  entityLabel?: Maybe<Scalars['String']['output']>;
  /** MODIFICATION : le nom de la propriété modifiée. */
  field?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Mouvement de stock : la quantité signée. */
  quantity?: Maybe<Scalars['Quantity']['output']>;
  siteId: Scalars['ID']['output'];
  type: SiteNewsType;
  /** Mouvement de stock : l’unité du produit. */
  unit?: Maybe<Scalars['String']['output']>;
  /** MODIFICATION : comment lire avant et après. */
  valueKind?: Maybe<NewsValueKind>;
};

export type SiteNewsPageView = {
  __typename?: 'SiteNewsPageView';
  /** À passer en `after` pour la page suivante. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<SiteNewsEntryView>;
  totalCount: Scalars['Int']['output'];
};

/** Nature d'une actualité de chantier : ADD, MODIFICATION, DELETION, EVENT, ANNOUNCEMENT. */
export type SiteNewsType =
  | 'ADD'
  | 'ANNOUNCEMENT'
  | 'DELETION'
  | 'EVENT'
  | 'MODIFICATION';

export type SitePageView = {
  __typename?: 'SitePageView';
  /** À passer en `after` pour la page suivante. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<SiteView>;
  totalCount: Scalars['Int']['output'];
};

/** Le planning d’un chantier en bref, pour son détail. */
export type SitePlanningSummaryView = {
  __typename?: 'SitePlanningSummaryView';
  /** Les 5 prochaines tâches non terminées, par date de début. */
  nextTasks: Array<TaskView>;
  /** Avancement des tâches pondéré par leur durée en jours (null sans tâche). */
  progress?: Maybe<Scalars['Int']['output']>;
  taskCount: Scalars['Int']['output'];
};

/** Un chantier auquel une donnée se rapporte : son identifiant et son nom. */
export type SiteRef = {
  __typename?: 'SiteRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Statut d'un chantier : EN_PREPARATION, EN_COURS, SUSPENDU, TERMINE. */
export type SiteStatus =
  | 'EN_COURS'
  | 'EN_PREPARATION'
  | 'SUSPENDU'
  | 'TERMINE';

/** Ce qu’il reste à régler aux fournisseurs sur un chantier. */
export type SiteToPayView = {
  __typename?: 'SiteToPayView';
  /** Σ (TTC − réglé) des achats non soldés. */
  amount: Scalars['Decimal']['output'];
  /** Le nombre d’achats non soldés. */
  count: Scalars['Int']['output'];
  site: SiteRef;
};

/** Un chantier de la société. */
export type SiteView = {
  __typename?: 'SiteView';
  address?: Maybe<Scalars['String']['output']>;
  archived: Scalars['Boolean']['output'];
  budget?: Maybe<Scalars['Decimal']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  client?: Maybe<Scalars['String']['output']>;
  /** Photo du client (adresse signée). */
  clientPhotoUrl?: Maybe<Scalars['String']['output']>;
  /** Engagé (achats TTC + main d’œuvre + sous-traitance) pour la barre du budget ; dans les listes seulement (siteSummary sinon). */
  committed?: Maybe<Scalars['Decimal']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  endDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Le chef chantier. */
  foreman?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Le responsable chantier. */
  manager?: Maybe<SiteManager>;
  mapsLink?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Vignette 480×320 JPEG de la photo, pour la carte du tableau de bord (adresse signée). */
  photoThumbUrl?: Maybe<Scalars['String']['output']>;
  /** Photo du chantier (adresse signée). */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Plan du chantier (adresse signée). */
  planUrl?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Avancement des travaux, 0 à 100 %. */
  progress: Scalars['Int']['output'];
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  status: SiteStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type SocialSignUpInput = {
  /** Partenaire seulement. */
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Partenaire seulement. */
  description?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Partenaire seulement. */
  ice?: InputMaybe<Scalars['String']['input']>;
  /** COMPANY (une société et son administrateur) ou PARTNER. */
  kind?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Partenaire seulement. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Partenaire seulement. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Partenaire seulement : les métiers. */
  serviceTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  ticket?: InputMaybe<Scalars['String']['input']>;
};

/** ALERTE : stock au plus égal au seuil d’alerte ; AVERTISSEMENT : au plus égal au seuil d’avertissement ; NORMAL sinon. */
export type StockLevel =
  | 'ALERTE'
  | 'AVERTISSEMENT'
  | 'NORMAL';

export type StockMovementInput = {
  /** AAAA-MM-JJ ; aujourd’hui par défaut. */
  date?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Positive pour une entrée ou une sortie ; signée pour un ajustement. */
  quantity?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  /** ENTREE, SORTIE ou AJUSTEMENT */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type StockMovementPageView = {
  __typename?: 'StockMovementPageView';
  items: Array<StockMovementView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Le mouvement enregistré et le produit avec son nouveau stock. */
export type StockMovementResult = {
  __typename?: 'StockMovementResult';
  movement: StockMovementView;
  product: StockProductView;
};

/** ENTREE, SORTIE ou AJUSTEMENT. */
export type StockMovementType =
  | 'AJUSTEMENT'
  | 'ENTREE'
  | 'SORTIE';

/** Un mouvement de stock (variation du stock). */
export type StockMovementView = {
  __typename?: 'StockMovementView';
  authorName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  date: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  /** Signée : négative pour une sortie. */
  quantity: Scalars['Quantity']['output'];
  site?: Maybe<SiteRef>;
  /** Le stock après ce mouvement. */
  stockAfter: Scalars['Quantity']['output'];
  type: StockMovementType;
};

export type StockProductInput = {
  alertThreshold?: InputMaybe<Scalars['String']['input']>;
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** Stock initial, à la création seulement ; ensuite le stock change par des mouvements. */
  stock?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-JJ */
  stockDay?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  warningThreshold?: InputMaybe<Scalars['String']['input']>;
};

export type StockProductPageView = {
  __typename?: 'StockProductPageView';
  items: Array<StockProductView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Un produit en stock. */
export type StockProductView = {
  __typename?: 'StockProductView';
  /** Seuil d’alerte. */
  alertThreshold: Scalars['Quantity']['output'];
  /** Couleur de fond, #rrggbb. */
  backgroundColor?: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  level: StockLevel;
  /** Stock actuel : la somme des mouvements. */
  stock: Scalars['Quantity']['output'];
  /** Jour de stock. */
  stockDay: Scalars['LocalDate']['output'];
  /** Unité de stock. */
  unit: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Seuil d’avertissement. */
  warningThreshold: Scalars['Quantity']['output'];
};

export type SupplierInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Identifiant fiscal (IF), au plus 10 chiffres ; vide ou absent : aucun. */
  taxId?: InputMaybe<Scalars['String']['input']>;
};

export type SupplierPageView = {
  __typename?: 'SupplierPageView';
  items: Array<SupplierView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Un fournisseur de la société. */
export type SupplierView = {
  __typename?: 'SupplierView';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  /** ICE (identifiant commun de l’entreprise, 15 chiffres au plus). */
  ice: Scalars['String']['output'];
  /** Vrai quand le numéro ne compte pas les 15 chiffres d’un ICE marocain (avertissement, pas une erreur). */
  iceWarning: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** Identifiant fiscal (IF), vide quand il n’est pas connu. */
  taxId: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Ce que serait une tâche : la tâche modifiée ou glissée (taskId) et ses nouvelles valeurs ; ce qui manque est celui de la tâche. */
export type TaskCheckInput = {
  dependsOnIds?: InputMaybe<Array<Scalars['String']['input']>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  personnelIds?: InputMaybe<Array<Scalars['String']['input']>>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  taskId?: InputMaybe<Scalars['String']['input']>;
};

/** Un avertissement du planning, que l’utilisateur confirme pour enregistrer quand même. */
export type TaskConflict = {
  __typename?: 'TaskConflict';
  /** NOT_ASSIGNED, OVERLAP ou DEPENDENCY. */
  kind: Scalars['String']['output'];
  /** Une phrase en français qui nomme la personne, la tâche, le chantier et les dates. */
  message: Scalars['String']['output'];
  personnelId?: Maybe<Scalars['ID']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  /** L’autre tâche (chevauchement, dépendance). */
  taskId?: Maybe<Scalars['ID']['output']>;
};

export type TaskDatesInput = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** Une tâche dont une autre dépend (fin-début : l’autre commence le lendemain de sa fin au plus tôt). */
export type TaskDependencyRef = {
  __typename?: 'TaskDependencyRef';
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  startDate: Scalars['LocalDate']['output'];
  title: Scalars['String']['output'];
};

export type TaskInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** Les tâches du même chantier attendues (20 au plus) ; absent : inchangées. */
  dependsOnIds?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  personnelIds?: InputMaybe<Array<Scalars['String']['input']>>;
  progress?: InputMaybe<Scalars['Int']['input']>;
  siteId?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TaskPerson = {
  __typename?: 'TaskPerson';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  trade: Scalars['String']['output'];
};

/** Une tâche de planning (SPEC §3). */
export type TaskView = {
  __typename?: 'TaskView';
  /** Dans la réponse d’un enregistrement confirmé (createTask, updateTask, moveTask) : les conflits acceptés ; null ailleurs. */
  acceptedConflicts?: Maybe<Array<TaskConflict>>;
  /** GROS_OEUVRE, SECOND_OEUVRE, FINITIONS, VRD ou AUTRE. */
  category: Scalars['String']['output'];
  /** Les tâches du même chantier qui doivent être finies avant celle-ci. */
  dependsOn: Array<TaskDependencyRef>;
  description?: Maybe<Scalars['String']['output']>;
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  people: Array<TaskPerson>;
  /** Avancement, de 0 à 100 %. */
  progress: Scalars['Int']['output'];
  site: SiteRef;
  startDate: Scalars['LocalDate']['output'];
  title: Scalars['String']['output'];
};

/** Un utilisateur actif de la société, pour les listes de choix. */
export type TeamMemberOption = {
  __typename?: 'TeamMemberOption';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

/** À régler : ce qu’il reste à payer aux fournisseurs, en tout et par chantier. */
export type ToPayView = {
  __typename?: 'ToPayView';
  count: Scalars['Int']['output'];
  /** Les chantiers qui doivent le plus, du plus grand reste au plus petit. */
  sites: Array<SiteToPayView>;
  total: Scalars['Decimal']['output'];
};

/** Le contexte de l'appelant (`/user-context`) : qui il est, ce qu'il peut faire, où il commence. */
export type UserContextView = {
  __typename?: 'UserContextView';
  /** L'écran d'accueil : /dashboard pour la société, /dashboard-partenaire pour un partenaire. */
  homePath: Scalars['String']['output'];
  /** Les actions de la table des droits permises à cet utilisateur (ex. sites.create), triées. */
  permissions: Array<Scalars['String']['output']>;
  user: UserDetails;
};

export type UserDetails = {
  __typename?: 'UserDetails';
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** L’identité de l’utilisateur (utilisateurDto du SPEC). */
  identity: UserIdentity;
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** La photo de profil en JPEG (base64, sans préfixe data:), réduite à 256 px : le dossier utilisateur du SPEC (photoProfile). */
  photoBase64?: Maybe<Scalars['String']['output']>;
  /** Adresse signée de la photo de profil (valable au moins 24 h). */
  photoUrl?: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** L’identité de l’utilisateur dans son dossier (utilisateurDto du SPEC), sans la photo. */
export type UserIdentity = {
  __typename?: 'UserIdentity';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<UserDetails>;
  /** Numéro de page, à partir de 0. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type VatRowView = {
  __typename?: 'VatRowView';
  base: Scalars['Decimal']['output'];
  rate: Scalars['Decimal']['output'];
  vat: Scalars['Decimal']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  items: Array<WebhookDeliveryView>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Un événement pour un webhook : l’envoi, ses tentatives et la dernière réponse. */
export type WebhookDeliveryView = {
  __typename?: 'WebhookDeliveryView';
  attempts: Scalars['Int']['output'];
  /** Le corps JSON envoyé (dans le détail d’un envoi seulement). */
  body?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Le même pour chaque webhook et chaque renvoi : le destinataire dédoublonne avec. */
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** La prochaine tentative, tant que l’envoi est en attente. */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** L’envoi dont celui-ci est le renvoi. */
  replayOf?: Maybe<Scalars['ID']['output']>;
  /** Le début (1000 caractères) de la dernière réponse. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** Le code HTTP de la dernière réponse. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** PENDING (en attente ou en nouvelle tentative), DELIVERED ou FAILED (abandonné après 24 h). */
  status: Scalars['String']['output'];
};

export type WebhookEndpointInput = {
  /** Actif par défaut. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** https://… (une adresse publique). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Une adresse HTTPS qui reçoit les événements de la société (son secret n’est montré qu’à sa création). */
export type WebhookEndpointView = {
  __typename?: 'WebhookEndpointView';
  /** Désactivé, il ne reçoit plus rien. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** site.created, site.archived, purchase.created, revenue.created, quote.accepted, invoice.issued, invoice.paid, stock.below_alert. */
  events: Array<Scalars['String']['output']>;
  /** Envois échoués (abandonnés) ces dernières 24 heures. */
  failedLastDay: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastDeliveryAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** PENDING, DELIVERED ou FAILED : le dernier envoi. */
  lastDeliveryStatus?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** Les premiers pas d'une société (`/dashboard-users/`) : chaque étape, faite ou non, lue en direct. */
export type WelcomeChecklistView = {
  __typename?: 'WelcomeChecklistView';
  /** Les mentions légales exigées sur une facture (ICE, IF, RC) sont renseignées. */
  companyDetails: Scalars['Boolean']['output'];
  companyName: Scalars['String']['output'];
  /** Au moins un devis. */
  firstQuote: Scalars['Boolean']['output'];
  /** Au moins un chantier, archivé ou non. */
  firstSite: Scalars['Boolean']['output'];
  /** Au moins une personne au personnel. */
  personnel: Scalars['Boolean']['output'];
  /** Au moins un fournisseur. */
  suppliers: Scalars['Boolean']['output'];
  /** Au moins un autre membre de l'équipe, invité ou actif. */
  teamInvited: Scalars['Boolean']['output'];
};

export type UserDetailsFieldsFragment = { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type RefreshSessionMutation = { __typename?: 'Mutation', refreshSession: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type LogoutMutationVariables = Exact<{
  refreshToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type RefreshPartnerSessionMutationVariables = Exact<{
  refreshToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type RefreshPartnerSessionMutation = { __typename?: 'Mutation', refreshPartnerSession: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'MessageResult', messageId: string, message: string } };

export type SiteActivityWeekQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  day: Scalars['String']['input'];
}>;


export type SiteActivityWeekQuery = { __typename?: 'Query', siteActivityWeek: { __typename?: 'ActivityWeekView', days: Array<string>, lockedMonths: Array<string>, site: { __typename?: 'SiteRef', id: string, name: string }, holidays: Array<{ __typename?: 'HolidayView', day: string, name: string }>, rows: Array<{ __typename?: 'ActivityWeekRow', values: Array<string | null>, days: string, net: string, bonus: string, personnel: { __typename?: 'ActivityPerson', id: string, firstName: string, lastName: string, trade: string } }> } };

export type SaveActivityMutationVariables = Exact<{
  entries: Array<ActivityEntryInput> | ActivityEntryInput;
}>;


export type SaveActivityMutation = { __typename?: 'Mutation', saveActivity: Array<{ __typename?: 'ActivityEntryView', siteId: string, personnelId: string, day: string, value: string }> };

export type ClearActivityMutationVariables = Exact<{
  cells: Array<ActivityCellInput> | ActivityCellInput;
}>;


export type ClearActivityMutation = { __typename?: 'Mutation', clearActivity: number };

export type ActivityMonthQueryVariables = Exact<{
  month: Scalars['String']['input'];
  siteId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ActivityMonthQuery = { __typename?: 'Query', activityMonth: { __typename?: 'ActivityMonthView', month: string, label: string, locked: boolean, rows: Array<{ __typename?: 'ActivityMonthRow', days: string, net: string, bonus: string, gross: string, personnel: { __typename?: 'ActivityPerson', id: string, firstName: string, lastName: string, trade: string }, entries: Array<{ __typename?: 'ActivityCell', day: string, value: string, site: { __typename?: 'SiteRef', id: string, name: string } }> }>, totals: { __typename?: 'ActivityTotals', days: string, net: string, bonus: string, gross: string }, holidays: Array<{ __typename?: 'HolidayView', day: string, name: string }> } };

export type LockActivityMonthMutationVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type LockActivityMonthMutation = { __typename?: 'Mutation', lockActivityMonth: boolean };

export type UnlockActivityMonthMutationVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type UnlockActivityMonthMutation = { __typename?: 'Mutation', unlockActivityMonth: boolean };

export type HolidaysQueryVariables = Exact<{
  year: Scalars['Int']['input'];
}>;


export type HolidaysQuery = { __typename?: 'Query', holidays: Array<{ __typename?: 'HolidayView', day: string, name: string, kind: string, corrected: boolean }> };

export type SetHolidayMutationVariables = Exact<{
  day: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;


export type SetHolidayMutation = { __typename?: 'Mutation', setHoliday: boolean };

export type RemoveHolidayMutationVariables = Exact<{
  day: Scalars['String']['input'];
}>;


export type RemoveHolidayMutation = { __typename?: 'Mutation', removeHoliday: boolean };

export type ApiTokenFieldsFragment = { __typename?: 'ApiTokenView', id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt?: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', apiTokens: Array<{ __typename?: 'ApiTokenView', id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt?: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreatedApiTokenView', token: string, apiToken: { __typename?: 'ApiTokenView', id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, createdByName: string, expiresAt: string, expired: boolean, lastUsedAt?: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'SignUpResult', id: string, email: string } };

export type ConfirmEmailAndSignInMutationVariables = Exact<{
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConfirmEmailAndSignInMutation = { __typename?: 'Mutation', confirmEmailAndSignIn: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type ResendEmailVerificationMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ResendEmailVerificationMutation = { __typename?: 'Mutation', resendEmailVerification: { __typename?: 'MessageResult', messageId: string, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'MessageResult', messageId: string, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'MessageResult', messageId: string, message: string } };

export type AcceptInvitationMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: { __typename?: 'MessageResult', messageId: string, message: string } };

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { __typename?: 'Query', authProviders: Array<{ __typename?: 'AuthProviderView', id: string, name: string }> };

export type ExchangeOAuthCodeMutationVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExchangeOAuthCodeMutation = { __typename?: 'Mutation', exchangeOAuthCode: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type PendingSocialSignUpQueryVariables = Exact<{
  ticket: Scalars['String']['input'];
}>;


export type PendingSocialSignUpQuery = { __typename?: 'Query', pendingSocialSignUp?: { __typename?: 'PendingSocialSignUpView', email: string, firstName?: string | null, lastName?: string | null, providerName: string } | null };

export type CompleteSocialSignUpMutationVariables = Exact<{
  input: SocialSignUpInput;
}>;


export type CompleteSocialSignUpMutation = { __typename?: 'Mutation', completeSocialSignUp: { __typename?: 'AuthPayload', accessToken: string, refreshToken: string, user: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } } };

export type ClientFieldsFragment = { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null };

export type ClientsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ClientsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientPage', total: number, items: Array<{ __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null }> } };

export type ClientByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClientByIdQuery = { __typename?: 'Query', client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null } };

export type ClientMatchesQueryVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  ice?: InputMaybe<Scalars['String']['input']>;
  exceptId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ClientMatchesQuery = { __typename?: 'Query', clientMatches: Array<{ __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null }> };

export type CreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type CreateClientMutation = { __typename?: 'Mutation', createClient: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null } };

export type UpdateClientMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ClientInput;
}>;


export type UpdateClientMutation = { __typename?: 'Mutation', updateClient: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null } };

export type DeleteClientMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteClientMutation = { __typename?: 'Mutation', deleteClient: boolean };

export type UpdateCompanySettingsMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type UpdateCompanySettingsMutation = { __typename?: 'Mutation', updateCompanySettings: { __typename?: 'CompanySettingsView', name: string, vatSubject: boolean, quoteValidityDays: number, paymentTermsDays: number, retentionRate: string } };

export type CompanyLegalFieldsFragment = { __typename?: 'CompanyLegalView', name: string, legalForm?: string | null, capital?: string | null, address?: string | null, city?: string | null, ice?: string | null, fiscalId?: string | null, tradeRegister?: string | null, tradeRegisterCourt?: string | null, patente?: string | null, cnss?: string | null, phone?: string | null, email?: string | null, bank?: string | null, rib?: string | null, logo?: { __typename?: 'CompanyLogoView', fileId: string, url: string } | null };

export type CompanyLegalQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyLegalQuery = { __typename?: 'Query', companyLegal: { __typename?: 'CompanyLegalView', name: string, legalForm?: string | null, capital?: string | null, address?: string | null, city?: string | null, ice?: string | null, fiscalId?: string | null, tradeRegister?: string | null, tradeRegisterCourt?: string | null, patente?: string | null, cnss?: string | null, phone?: string | null, email?: string | null, bank?: string | null, rib?: string | null, logo?: { __typename?: 'CompanyLogoView', fileId: string, url: string } | null } };

export type UpdateCompanyLegalMutationVariables = Exact<{
  input: CompanyLegalInput;
}>;


export type UpdateCompanyLegalMutation = { __typename?: 'Mutation', updateCompanyLegal: { __typename?: 'CompanyLegalView', name: string, legalForm?: string | null, capital?: string | null, address?: string | null, city?: string | null, ice?: string | null, fiscalId?: string | null, tradeRegister?: string | null, tradeRegisterCourt?: string | null, patente?: string | null, cnss?: string | null, phone?: string | null, email?: string | null, bank?: string | null, rib?: string | null, logo?: { __typename?: 'CompanyLogoView', fileId: string, url: string } | null } };

export type DashboardQueryVariables = Exact<{
  month?: InputMaybe<Scalars['String']['input']>;
}>;


export type DashboardQuery = { __typename?: 'Query', stockToRestockCount: number, monthFinance: { __typename?: 'MonthFinanceView', month: string, vatSubject: boolean, current: { __typename?: 'FinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null }, previous: { __typename?: 'FinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null }, lastMonths: Array<{ __typename?: 'MonthFinanceLineView', month: string, revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null }> }, monthTasks: Array<{ __typename?: 'MonthTaskView', id: string, title: string, startDate: string, endDate: string, siteName?: string | null, siteId?: string | null, progress: number }>, latestSites: Array<{ __typename?: 'SiteView', id: string, name: string, client?: string | null, city?: string | null, status: SiteStatus, progress: number, photoThumbUrl?: string | null }>, quotesWaiting: { __typename?: 'QuoteTotalsView', count: number, totalTTC: string }, invoicesOverdue: { __typename?: 'InvoicesOverdueView', count: number, due: string, openCount: number, openDue: string }, toPay: { __typename?: 'ToPayView', total: string, count: number, sites: Array<{ __typename?: 'SiteToPayView', amount: string, count: number, site: { __typename?: 'SiteRef', id: string, name: string } }> }, stockProducts: { __typename?: 'StockProductPageView', items: Array<{ __typename?: 'StockProductView', id: string, label: string, stock: string, unit: string, level: StockLevel }> }, welcomeChecklist: { __typename?: 'WelcomeChecklistView', companyDetails: boolean, firstSite: boolean, teamInvited: boolean, personnel: boolean, suppliers: boolean, firstQuote: boolean } };

export type DocumentTypeFieldsFragment = { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean };

export type SiteDocumentFieldsFragment = { __typename?: 'SiteDocumentView', id: string, label: string, documentDate: string, createdAt: string, type: { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean }, file: { __typename?: 'DocumentFileView', id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } };

export type DocumentsSiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DocumentsSiteQuery = { __typename?: 'Query', site: { __typename?: 'SiteView', id: string, name: string } };

export type SiteDocumentsQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  category?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteDocumentsQuery = { __typename?: 'Query', siteDocuments: { __typename?: 'SiteDocumentPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'SiteDocumentView', id: string, label: string, documentDate: string, createdAt: string, type: { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean }, file: { __typename?: 'DocumentFileView', id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } }> }, siteDocumentCounts: Array<{ __typename?: 'DocumentCategoryCount', category: string, count: number }> };

export type DocumentTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentTypesQuery = { __typename?: 'Query', documentTypes: Array<{ __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean }> };

export type CreateDocumentTypeMutationVariables = Exact<{
  input: DocumentTypeInput;
}>;


export type CreateDocumentTypeMutation = { __typename?: 'Mutation', createDocumentType: { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean } };

export type CreateSiteDocumentMutationVariables = Exact<{
  input: SiteDocumentInput;
}>;


export type CreateSiteDocumentMutation = { __typename?: 'Mutation', createSiteDocument: { __typename?: 'SiteDocumentView', id: string, label: string, documentDate: string, createdAt: string, type: { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean }, file: { __typename?: 'DocumentFileView', id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } } };

export type UpdateSiteDocumentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SiteDocumentInput;
}>;


export type UpdateSiteDocumentMutation = { __typename?: 'Mutation', updateSiteDocument: { __typename?: 'SiteDocumentView', id: string, label: string, documentDate: string, createdAt: string, type: { __typename?: 'DocumentTypeView', id: string, name: string, category: string, builtIn: boolean }, file: { __typename?: 'DocumentFileView', id: string, name: string, contentType: string, size: number, url: string, previewable: boolean } } };

export type DeleteSiteDocumentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSiteDocumentMutation = { __typename?: 'Mutation', deleteSiteDocument: boolean };

type FinanceLineFields_FinanceLineView_Fragment = { __typename?: 'FinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null };

type FinanceLineFields_MonthFinanceLineView_Fragment = { __typename?: 'MonthFinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null };

type FinanceLineFields_SiteFinanceLineView_Fragment = { __typename?: 'SiteFinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null };

export type FinanceLineFieldsFragment =
  | FinanceLineFields_FinanceLineView_Fragment
  | FinanceLineFields_MonthFinanceLineView_Fragment
  | FinanceLineFields_SiteFinanceLineView_Fragment
;

export type GlobalFinanceQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type GlobalFinanceQuery = { __typename?: 'Query', globalFinance: { __typename?: 'GlobalFinanceView', from: string, to: string, vatSubject: boolean, totals: { __typename?: 'FinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null }, sites: Array<{ __typename?: 'SiteFinanceLineView', revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null, site: { __typename?: 'SiteRef', id: string, name: string } }>, months: Array<{ __typename?: 'MonthFinanceLineView', month: string, revenues: string, revenuesHT: string, revenuesVAT: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, subcontracting: string, labour: string, vatBalance: string, margin: string, marginPercent?: string | null }> } };

export type SiteFinanceSiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceSiteQuery = { __typename?: 'Query', site: { __typename?: 'SiteView', id: string, name: string, budget?: string | null, archived: boolean } };

export type SiteFinanceSummaryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceSummaryQuery = { __typename?: 'Query', siteSummary: { __typename?: 'SiteFiguresView', vatSubject: boolean, revenues: string, revenuesHT: string, revenuesVAT: string, vatBalance: string, purchasesHT: string, purchasesVAT: string, purchasesTTC: string, labourGross: string, labourNet: string, labourBonus: string, subcontracting: string, profitability: string, profitabilityPercent?: string | null, budget?: string | null, progress: number } };

export type SiteFinanceSuppliersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteFinanceSuppliersQuery = { __typename?: 'Query', suppliers: { __typename?: 'SupplierPageView', total: number, items: Array<{ __typename?: 'SupplierView', id: string, name: string }> } };

export type SiteFinanceInvoiceFragment = { __typename?: 'InvoiceView', fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean };

export type SiteFinancePurchaseFieldsFragment = { __typename?: 'PurchaseView', id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate?: string | null, paymentMode?: string | null, settled: boolean, hasInvoice: boolean, supplierId: string, supplier: { __typename?: 'PurchaseSupplierView', id: string, name: string } };

export type SiteFinancePurchasesQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  toPay?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteFinancePurchasesQuery = { __typename?: 'Query', purchases: { __typename?: 'PurchasePageView', total: number, page: number, size: number, items: Array<{ __typename?: 'PurchaseView', id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate?: string | null, paymentMode?: string | null, settled: boolean, hasInvoice: boolean, supplierId: string, supplier: { __typename?: 'PurchaseSupplierView', id: string, name: string } }>, totals: { __typename?: 'PurchaseTotalsView', count: number, amountHT: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string } } };

export type SiteFinancePurchaseQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinancePurchaseQuery = { __typename?: 'Query', purchase: { __typename?: 'PurchaseView', createdAt: string, updatedAt: string, id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate?: string | null, paymentMode?: string | null, settled: boolean, hasInvoice: boolean, supplierId: string, invoice?: { __typename?: 'InvoiceView', fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean } | null, supplier: { __typename?: 'PurchaseSupplierView', id: string, name: string } } };

export type SiteFinanceCreatePurchaseMutationVariables = Exact<{
  siteId: Scalars['ID']['input'];
  input: PurchaseInput;
}>;


export type SiteFinanceCreatePurchaseMutation = { __typename?: 'Mutation', createPurchase: { __typename?: 'PurchaseView', id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate?: string | null, paymentMode?: string | null, settled: boolean, hasInvoice: boolean, supplierId: string, supplier: { __typename?: 'PurchaseSupplierView', id: string, name: string } } };

export type SiteFinanceUpdatePurchaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PurchaseInput;
}>;


export type SiteFinanceUpdatePurchaseMutation = { __typename?: 'Mutation', updatePurchase: { __typename?: 'PurchaseView', id: string, date: string, label: string, reference: string, amountHT: string, vatRate: string, amountVAT: string, amountTTC: string, amountPaid: string, amountRemaining: string, paymentDate?: string | null, paymentMode?: string | null, settled: boolean, hasInvoice: boolean, supplierId: string, supplier: { __typename?: 'PurchaseSupplierView', id: string, name: string } } };

export type SiteFinanceDeletePurchaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceDeletePurchaseMutation = { __typename?: 'Mutation', deletePurchase: boolean };

export type SiteFinanceRevenueFieldsFragment = { __typename?: 'RevenueView', id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean };

export type SiteFinanceRevenuesQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteFinanceRevenuesQuery = { __typename?: 'Query', revenues: { __typename?: 'RevenuePageView', total: number, page: number, size: number, items: Array<{ __typename?: 'RevenueView', id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean }>, totals: { __typename?: 'RevenueTotalsView', count: number, amount: string, amountHT: string, amountVAT: string } } };

export type SiteFinanceRevenueQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceRevenueQuery = { __typename?: 'Query', revenue: { __typename?: 'RevenueView', createdAt: string, updatedAt: string, id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean, invoice?: { __typename?: 'InvoiceView', fileId: string, url: string, name: string, contentType: string, size: number, isPdf: boolean } | null } };

export type SiteFinanceCreateRevenueMutationVariables = Exact<{
  siteId: Scalars['ID']['input'];
  input: RevenueInput;
}>;


export type SiteFinanceCreateRevenueMutation = { __typename?: 'Mutation', createRevenue: { __typename?: 'RevenueView', id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean } };

export type SiteFinanceUpdateRevenueMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: RevenueInput;
}>;


export type SiteFinanceUpdateRevenueMutation = { __typename?: 'Mutation', updateRevenue: { __typename?: 'RevenueView', id: string, date: string, label: string, reference: string, amount: string, vatRate: string, amountHT: string, amountVAT: string, hasInvoice: boolean } };

export type SiteFinanceDeleteRevenueMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceDeleteRevenueMutation = { __typename?: 'Mutation', deleteRevenue: boolean };

export type SiteFinanceServiceSheetFieldsFragment = { __typename?: 'ServiceSheetView', id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string };

export type SiteFinanceServiceSheetsQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  supplier?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteFinanceServiceSheetsQuery = { __typename?: 'Query', serviceSheets: { __typename?: 'ServiceSheetPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'ServiceSheetView', id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string }>, totals: { __typename?: 'ServiceSheetTotalsView', count: number, amountPaid: string, bonus: string, total: string } } };

export type SiteFinanceCreateServiceSheetMutationVariables = Exact<{
  siteId: Scalars['ID']['input'];
  input: ServiceSheetInput;
}>;


export type SiteFinanceCreateServiceSheetMutation = { __typename?: 'Mutation', createServiceSheet: { __typename?: 'ServiceSheetView', id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string } };

export type SiteFinanceUpdateServiceSheetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServiceSheetInput;
}>;


export type SiteFinanceUpdateServiceSheetMutation = { __typename?: 'Mutation', updateServiceSheet: { __typename?: 'ServiceSheetView', id: string, date: string, day: string, amountPaid: string, bonus: string, total: string, supplier: string, phone: string, worker: string } };

export type SiteFinanceDeleteServiceSheetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteFinanceDeleteServiceSheetMutation = { __typename?: 'Mutation', deleteServiceSheet: boolean };

export type FollowUpPhotoFieldsFragment = { __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string };

export type FollowUpSendingFieldsFragment = { __typename?: 'FollowUpSendingView', id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus };

export type FollowUpFieldsFragment = { __typename?: 'FollowUpView', id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string }> };

export type FollowUpsSiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowUpsSiteQuery = { __typename?: 'Query', site: { __typename?: 'SiteView', id: string, name: string } };

export type SiteFollowUpsQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SiteFollowUpsQuery = { __typename?: 'Query', followUps: { __typename?: 'FollowUpPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'FollowUpView', id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string }> }> } };

export type FollowUpDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowUpDetailQuery = { __typename?: 'Query', followUp: { __typename?: 'FollowUpView', id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, sendings: Array<{ __typename?: 'FollowUpSendingView', id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus }>, photos: Array<{ __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string }> } };

export type CreateFollowUpMutationVariables = Exact<{
  input: FollowUpInput;
}>;


export type CreateFollowUpMutation = { __typename?: 'Mutation', createFollowUp: { __typename?: 'FollowUpView', id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string }> } };

export type UpdateFollowUpMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FollowUpInput;
}>;


export type UpdateFollowUpMutation = { __typename?: 'Mutation', updateFollowUp: { __typename?: 'FollowUpView', id: string, label: string, visitDate: string, projectManager: string, projectOwner: string, report: string, createdAt: string, updatedAt: string, photos: Array<{ __typename?: 'FollowUpPhotoView', id: string, url: string, thumbnailUrl: string, name: string }> } };

export type DeleteFollowUpMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFollowUpMutation = { __typename?: 'Mutation', deleteFollowUp: boolean };

export type SendFollowUpMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FollowUpMailInput;
}>;


export type SendFollowUpMutation = { __typename?: 'Mutation', sendFollowUp: { __typename?: 'FollowUpSendingView', id: string, to: Array<string>, sentAt: string, sentByName: string, status: FollowUpSendingStatus } };

export type HelpSendContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type HelpSendContactMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'ContactMessageResult', message: string } };

export type InvoiceListFieldsFragment = { __typename?: 'SalesInvoiceView', id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null };

export type InvoiceDetailFieldsFragment = { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null };

export type InvoicesQueryVariables = Exact<{
  filter?: InputMaybe<InvoiceFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type InvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoicePage', total: number, items: Array<{ __typename?: 'SalesInvoiceView', id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null }>, totals: { __typename?: 'InvoiceTotalsView', count: number, totalTTC: string, due: string } } };

export type InvoiceDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceDetailQuery = { __typename?: 'Query', invoice: { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null } };

export type CreateInvoiceMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
  input: InvoiceInput;
}>;


export type CreateInvoiceMutation = { __typename?: 'Mutation', createInvoice: { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null } };

export type RecordPaymentMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { __typename?: 'Mutation', recordPayment: { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null } };

export type CreateCreditNoteMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  input: CreditNoteInput;
}>;


export type CreateCreditNoteMutation = { __typename?: 'Mutation', createCreditNote: { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null } };

export type InvoiceQuoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceQuoteQuery = { __typename?: 'Query', quote: { __typename?: 'QuoteView', id: string, reference: string, status: string, issueDate: string, totalHT: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, address?: string | null, city?: string | null, phone?: string | null, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null, lots?: Array<{ __typename?: 'QuoteLotView', title: string, lines: Array<{ __typename?: 'QuoteLineView', id: string, designation: string, totalHT: string, vatRate: string }> }> | null }, quoteInvoicing: { __typename?: 'QuoteInvoicingView', leftHT: string, depositsHT: string, retentionHeld: string, invoiceCount: number, progress: Array<{ __typename?: 'LineProgressView', lineId: string, percent: string }> } };

export type DeletePaymentMutationVariables = Exact<{
  paymentId: Scalars['ID']['input'];
}>;


export type DeletePaymentMutation = { __typename?: 'Mutation', deletePayment: { __typename?: 'SalesInvoiceView', percent?: string | null, totalHT: string, totalVAT: string, retentionRate: string, retentionAmount: string, paidAmount: string, creditedAmount: string, amountInWords: string, notes?: string | null, id: string, reference: string, kind: string, label: string, issueDate: string, dueDate: string, totalTTC: string, netToPay: string, balance: string, status: string, lines?: Array<{ __typename?: 'InvoiceLineView', designation: string, quoteLineId?: string | null, previousPercent?: string | null, cumulativePercent?: string | null, deduction: boolean, vatRate: string, totalHT: string }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null, payments?: Array<{ __typename?: 'InvoicePaymentView', id: string, date: string, amount: string, mode: string, reference?: string | null }> | null, quote: { __typename?: 'DocumentRef', id: string, reference: string }, client: { __typename?: 'InvoiceClientRef', id: string, name: string }, site: { __typename?: 'SiteRef', id: string, name: string }, creditOf?: { __typename?: 'DocumentRef', id: string, reference: string } | null } };

export type InvoicePreviewQueryVariables = Exact<{
  quoteId: Scalars['ID']['input'];
  input: InvoiceInput;
}>;


export type InvoicePreviewQuery = { __typename?: 'Query', invoicePreview: { __typename?: 'SalesInvoiceView', reference: string, totalHT: string, totalVAT: string, totalTTC: string, retentionAmount: string, netToPay: string, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type NotificationFieldsFragment = { __typename?: 'NotificationView', id: string, kind: NotificationKind, link: string, readAt?: string | null, visibleFrom: string, params: { __typename?: 'NotificationParamsView', label?: string | null, reference?: string | null, client?: string | null, quantity?: string | null, unit?: string | null, threshold?: string | null, amount?: string | null, date?: string | null, startDate?: string | null, endDate?: string | null, siteName?: string | null, authorName?: string | null, excerpt?: string | null } };

export type NotificationsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationPage', total: number, unread: number, items: Array<{ __typename?: 'NotificationView', id: string, kind: NotificationKind, link: string, readAt?: string | null, visibleFrom: string, params: { __typename?: 'NotificationParamsView', label?: string | null, reference?: string | null, client?: string | null, quantity?: string | null, unit?: string | null, threshold?: string | null, amount?: string | null, date?: string | null, startDate?: string | null, endDate?: string | null, siteName?: string | null, authorName?: string | null, excerpt?: string | null } }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'NotificationView', id: string, kind: NotificationKind, link: string, readAt?: string | null, visibleFrom: string, params: { __typename?: 'NotificationParamsView', label?: string | null, reference?: string | null, client?: string | null, quantity?: string | null, unit?: string | null, threshold?: string | null, amount?: string | null, date?: string | null, startDate?: string | null, endDate?: string | null, siteName?: string | null, authorName?: string | null, excerpt?: string | null } } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: number };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { __typename?: 'Query', notificationSettings: { __typename?: 'NotificationSettingsView', dailyDigest: boolean } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  dailyDigest?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateNotificationSettingsMutation = { __typename?: 'Mutation', updateNotificationSettings: { __typename?: 'NotificationSettingsView', dailyDigest: boolean } };

export type PublicPlaceFieldsFragment = { __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string };

export type PublicPartnerDirectoryQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  serviceType?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PublicPartnerDirectoryQuery = { __typename?: 'Query', partners: { __typename?: 'PartnerDirectoryPage', page: number, size: number, total: number, items: Array<{ __typename?: 'PartnerCard', id: string, name: string, logoUrl?: string | null, serviceTypes: Array<string>, summary?: string | null, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }> }> } };

export type PublicPartnerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicPartnerQuery = { __typename?: 'Query', partner: { __typename?: 'PartnerPageView', id: string, name: string, logoUrl?: string | null, serviceTypes: Array<string>, description?: string | null, ice?: string | null, createdAt: string, canContact: boolean, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, photos: Array<{ __typename?: 'PartnerImage', id: string, url: string, thumbnailUrl: string }>, contact?: { __typename?: 'PartnerContactView', firstName: string, lastName: string, email: string, phone: string } | null } };

export type PublicRegionsQueryVariables = Exact<{
  country: Scalars['String']['input'];
}>;


export type PublicRegionsQuery = { __typename?: 'Query', regions: Array<{ __typename?: 'RegionView', code: string, nameFr: string, nameEn: string }> };

export type PublicCitiesQueryVariables = Exact<{
  country: Scalars['String']['input'];
  region?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PublicCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'CityView', code: string, nameFr: string, nameEn: string, region?: string | null }> };

export type PublicRegisterPartnerMutationVariables = Exact<{
  input: PartnerSignUpInput;
}>;


export type PublicRegisterPartnerMutation = { __typename?: 'Mutation', registerPartner: { __typename?: 'PartnerSignUpResult', id: string, email: string } };

export type PublicSendPartnerRequestMutationVariables = Exact<{
  input: PartnerContactInput;
}>;


export type PublicSendPartnerRequestMutation = { __typename?: 'Mutation', sendPartnerRequest: { __typename?: 'PartnerContactResult', id: string, message: string } };

export type PublicMySitesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicMySitesQuery = { __typename?: 'Query', sites: { __typename?: 'SitePageView', items: Array<{ __typename?: 'SiteView', id: string, name: string }> } };

export type SpacePartnerProfileFieldsFragment = { __typename?: 'PartnerProfileView', id: string, name: string, ice?: string | null, description?: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, logo?: { __typename?: 'PartnerImage', id: string, url: string } | null, photos: Array<{ __typename?: 'PartnerImage', id: string, thumbnailUrl: string }> };

export type SpaceContactRequestFieldsFragment = { __typename?: 'ContactRequestView', id: string, createdAt: string, senderName: string, senderCompanyName: string, senderEmail: string, senderPhone?: string | null, siteName?: string | null, siteCity?: string | null, message: string, status: string };

export type SpaceMyPartnerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SpaceMyPartnerProfileQuery = { __typename?: 'Query', myPartnerProfile?: { __typename?: 'PartnerProfileView', id: string, name: string, ice?: string | null, description?: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, logo?: { __typename?: 'PartnerImage', id: string, url: string } | null, photos: Array<{ __typename?: 'PartnerImage', id: string, thumbnailUrl: string }> } | null };

export type SpacePartnerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SpacePartnerDashboardQuery = { __typename?: 'Query', partnerDashboard: { __typename?: 'PartnerDashboardView', partnerId: string, name: string, published: boolean, viewsThisMonth: number, viewsLastMonth: number, completeness: { __typename?: 'PartnerCompleteness', percent: number, missing: Array<string> }, requests: { __typename?: 'ContactRequestCounts', nouveau: number, repondu: number, clos: number } } };

export type SpaceContactRequestsQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SpaceContactRequestsQuery = { __typename?: 'Query', partnerContactRequests: { __typename?: 'ContactRequestPage', page: number, size: number, total: number, items: Array<{ __typename?: 'ContactRequestView', id: string, createdAt: string, senderName: string, senderCompanyName: string, senderEmail: string, senderPhone?: string | null, siteName?: string | null, siteCity?: string | null, message: string, status: string }> } };

export type SpaceSetRequestStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
}>;


export type SpaceSetRequestStatusMutation = { __typename?: 'Mutation', setContactRequestStatus: { __typename?: 'ContactRequestView', id: string, status: string } };

export type SpaceCreatePartnerProfileMutationVariables = Exact<{
  input: PartnerProfileInput;
}>;


export type SpaceCreatePartnerProfileMutation = { __typename?: 'Mutation', createPartnerProfile: { __typename?: 'PartnerProfileView', id: string, name: string, ice?: string | null, description?: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, logo?: { __typename?: 'PartnerImage', id: string, url: string } | null, photos: Array<{ __typename?: 'PartnerImage', id: string, thumbnailUrl: string }> } };

export type SpaceUpdatePartnerProfileMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PartnerProfileInput;
}>;


export type SpaceUpdatePartnerProfileMutation = { __typename?: 'Mutation', updatePartnerProfile: { __typename?: 'PartnerProfileView', id: string, name: string, ice?: string | null, description?: string | null, firstName: string, lastName: string, phone: string, email: string, serviceTypes: Array<string>, published: boolean, regions: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, cities: Array<{ __typename?: 'PlaceRef', code: string, nameFr: string, nameEn: string }>, logo?: { __typename?: 'PartnerImage', id: string, url: string } | null, photos: Array<{ __typename?: 'PartnerImage', id: string, thumbnailUrl: string }> } };

export type SpaceDeletePartnerProfileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SpaceDeletePartnerProfileMutation = { __typename?: 'Mutation', deletePartnerProfile: boolean };

export type SpaceRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SpaceRegionsQuery = { __typename?: 'Query', regions: Array<{ __typename?: 'RegionView', code: string, nameFr: string, nameEn: string }> };

export type SpaceCitiesQueryVariables = Exact<{
  region?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type SpaceCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'CityView', code: string, nameFr: string, nameEn: string, region?: string | null }> };

export type PersonnelFieldsFragment = { __typename?: 'PersonnelView', id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, active: boolean, createdAt: string };

export type AssignmentFieldsFragment = { __typename?: 'AssignmentView', id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string }, site: { __typename?: 'SiteRef', id: string, name: string } };

export type PersonnelQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PersonnelQuery = { __typename?: 'Query', personnel: { __typename?: 'PersonnelPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'PersonnelView', id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, active: boolean, createdAt: string }> } };

export type CreatePersonnelMutationVariables = Exact<{
  input: PersonnelInput;
}>;


export type CreatePersonnelMutation = { __typename?: 'Mutation', createPersonnel: { __typename?: 'PersonnelView', id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, active: boolean, createdAt: string } };

export type UpdatePersonnelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PersonnelInput;
}>;


export type UpdatePersonnelMutation = { __typename?: 'Mutation', updatePersonnel: { __typename?: 'PersonnelView', id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, active: boolean, createdAt: string } };

export type SetPersonnelActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetPersonnelActiveMutation = { __typename?: 'Mutation', setPersonnelActive: { __typename?: 'PersonnelView', id: string, lastName: string, firstName: string, cni: string, phone: string, address: string, trade: string, dailyRate: string, mealBonus: string, email: string, active: boolean, createdAt: string } };

export type DeletePersonnelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePersonnelMutation = { __typename?: 'Mutation', deletePersonnel: PersonnelRemoval };

export type PeriodAssignmentsQueryVariables = Exact<{
  siteId?: InputMaybe<Scalars['ID']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PeriodAssignmentsQuery = { __typename?: 'Query', assignments: { __typename?: 'AssignmentPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'AssignmentView', id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string }, site: { __typename?: 'SiteRef', id: string, name: string } }> } };

export type UnassignedPersonnelQueryVariables = Exact<{
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type UnassignedPersonnelQuery = { __typename?: 'Query', unassignedPersonnel: Array<{ __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string, dailyRate: string }> };

export type AssignPersonnelMutationVariables = Exact<{
  input: AssignmentInput;
}>;


export type AssignPersonnelMutation = { __typename?: 'Mutation', assignPersonnel: Array<{ __typename?: 'AssignmentView', id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string }, site: { __typename?: 'SiteRef', id: string, name: string } }> };

export type RescheduleAssignmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PeriodInput;
}>;


export type RescheduleAssignmentMutation = { __typename?: 'Mutation', rescheduleAssignment: { __typename?: 'AssignmentView', id: string, personnelId: string, siteId: string, startDate: string, endDate: string, days: number, personnel: { __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string }, site: { __typename?: 'SiteRef', id: string, name: string } } };

export type DeleteAssignmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAssignmentMutation = { __typename?: 'Mutation', deleteAssignment: boolean };

export type PlanningFeedQueryVariables = Exact<{
  personnelId: Scalars['ID']['input'];
}>;


export type PlanningFeedQuery = { __typename?: 'Query', planningFeed?: { __typename?: 'PlanningFeedInfo', createdAt: string } | null };

export type CreatePlanningFeedMutationVariables = Exact<{
  personnelId: Scalars['ID']['input'];
}>;


export type CreatePlanningFeedMutation = { __typename?: 'Mutation', createPlanningFeed: { __typename?: 'PlanningFeedLink', url: string, createdAt: string } };

export type RevokePlanningFeedMutationVariables = Exact<{
  personnelId: Scalars['ID']['input'];
}>;


export type RevokePlanningFeedMutation = { __typename?: 'Mutation', revokePlanningFeed: boolean };

export type TaskFieldsFragment = { __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> };

export type PlanningTasksQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  siteId?: InputMaybe<Scalars['ID']['input']>;
  personnelId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PlanningTasksQuery = { __typename?: 'Query', tasks: Array<{ __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> }> };

export type PlanningPeopleQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlanningPeopleQuery = { __typename?: 'Query', personnel: { __typename?: 'PersonnelPageView', items: Array<{ __typename?: 'PersonnelView', id: string, firstName: string, lastName: string, trade: string }> } };

export type CreateTaskMutationVariables = Exact<{
  input: TaskInput;
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CreateTaskMutation = { __typename?: 'Mutation', createTask: { __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> } };

export type UpdateTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TaskInput;
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateTaskMutation = { __typename?: 'Mutation', updateTask: { __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> } };

export type MoveTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TaskDatesInput;
  confirmConflicts?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type MoveTaskMutation = { __typename?: 'Mutation', moveTask: { __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> } };

export type DeleteTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTaskMutation = { __typename?: 'Mutation', deleteTask: boolean };

export type PlanningSiteAssignmentsQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlanningSiteAssignmentsQuery = { __typename?: 'Query', assignments: { __typename?: 'AssignmentPageView', items: Array<{ __typename?: 'AssignmentView', id: string, personnelId: string }> } };

export type PlanningSiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlanningSiteQuery = { __typename?: 'Query', site: { __typename?: 'SiteView', id: string, name: string } };

export type SitePlanningSummaryQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
}>;


export type SitePlanningSummaryQuery = { __typename?: 'Query', sitePlanningSummary: { __typename?: 'SitePlanningSummaryView', progress?: number | null, taskCount: number, nextTasks: Array<{ __typename?: 'TaskView', id: string, title: string, description?: string | null, startDate: string, endDate: string, progress: number, category: string, site: { __typename?: 'SiteRef', id: string, name: string }, people: Array<{ __typename?: 'TaskPerson', id: string, firstName: string, lastName: string, trade: string }>, dependsOn: Array<{ __typename?: 'TaskDependencyRef', id: string, title: string }> }> } };

export type PlanningSiteTasksQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type PlanningSiteTasksQuery = { __typename?: 'Query', tasks: Array<{ __typename?: 'TaskView', id: string, title: string, startDate: string, endDate: string }> };

export type MoveConflictsQueryVariables = Exact<{
  input: TaskCheckInput;
}>;


export type MoveConflictsQuery = { __typename?: 'Query', taskConflicts: Array<{ __typename?: 'TaskConflict', kind: string, message: string }> };

export type QuoteSitesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type QuoteSitesQuery = { __typename?: 'Query', sites: { __typename?: 'SitePageView', items: Array<{ __typename?: 'SiteView', id: string, name: string, city?: string | null }> } };

export type QuoteDetailFieldsFragment = { __typename?: 'QuoteView', id: string, reference: string, clientPhone?: string | null, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes?: string | null, conditions?: string | null, client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null, lots?: Array<{ __typename?: 'QuoteLotView', title: string, subtotalHT: string, lines: Array<{ __typename?: 'QuoteLineView', designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null };

export type QuoteDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type QuoteDetailQuery = { __typename?: 'Query', quote: { __typename?: 'QuoteView', id: string, reference: string, clientPhone?: string | null, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes?: string | null, conditions?: string | null, client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null, lots?: Array<{ __typename?: 'QuoteLotView', title: string, subtotalHT: string, lines: Array<{ __typename?: 'QuoteLineView', designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null } };

export type QuoteFormDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteFormDefaultsQuery = { __typename?: 'Query', companySettings: { __typename?: 'CompanySettingsView', quoteValidityDays: number } };

export type QuoteClientsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type QuoteClientsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientPage', total: number, items: Array<{ __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null }> } };

export type QuoteCreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type QuoteCreateClientMutation = { __typename?: 'Mutation', createClient: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null } };

export type CreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateQuoteMutation = { __typename?: 'Mutation', createQuote: { __typename?: 'QuoteView', id: string, reference: string, clientPhone?: string | null, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes?: string | null, conditions?: string | null, client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null, lots?: Array<{ __typename?: 'QuoteLotView', title: string, subtotalHT: string, lines: Array<{ __typename?: 'QuoteLineView', designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null } };

export type UpdateQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: QuoteInput;
}>;


export type UpdateQuoteMutation = { __typename?: 'Mutation', updateQuote: { __typename?: 'QuoteView', id: string, reference: string, clientPhone?: string | null, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalVAT: string, totalTTC: string, amountInWords: string, notes?: string | null, conditions?: string | null, client: { __typename?: 'ClientView', id: string, name: string, kind: string, ice?: string | null, phone?: string | null, city?: string | null, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null, lots?: Array<{ __typename?: 'QuoteLotView', title: string, subtotalHT: string, lines: Array<{ __typename?: 'QuoteLineView', designation: string, unit: string, quantity: string, unitPriceHT: string, vatRate: string, discountPercent: string, totalHT: string }> }> | null, vat?: Array<{ __typename?: 'VatRowView', rate: string, base: string, vat: string }> | null } };

export type QuoteSendingFieldsFragment = { __typename?: 'QuoteSendingView', id: string, to: string, sentByName: string, createdAt: string, delivered: boolean };

export type QuoteSendingsQueryVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type QuoteSendingsQuery = { __typename?: 'Query', quoteSendings: Array<{ __typename?: 'QuoteSendingView', id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type SendQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: QuoteMailInput;
}>;


export type SendQuoteMutation = { __typename?: 'Mutation', sendQuote: Array<{ __typename?: 'QuoteSendingView', id: string, to: string, sentByName: string, createdAt: string, delivered: boolean }> };

export type LinkQuoteToSiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  siteId: Scalars['ID']['input'];
}>;


export type LinkQuoteToSiteMutation = { __typename?: 'Mutation', linkQuoteToSite: { __typename?: 'QuoteView', id: string, reference: string, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null } };

export type QuoteListFieldsFragment = { __typename?: 'QuoteView', id: string, reference: string, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null };

export type QuotesQueryVariables = Exact<{
  filter?: InputMaybe<QuoteFilterInput>;
  sort?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type QuotesQuery = { __typename?: 'Query', quotes: { __typename?: 'QuotePage', total: number, page: number, size: number, items: Array<{ __typename?: 'QuoteView', id: string, reference: string, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null }>, totals: { __typename?: 'QuoteTotalsView', count: number, totalHT: string, totalTTC: string } } };

export type SetQuoteStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
}>;


export type SetQuoteStatusMutation = { __typename?: 'Mutation', setQuoteStatus: { __typename?: 'QuoteView', id: string, reference: string, issueDate: string, validUntil: string, object?: string | null, status: string, totalHT: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string, email?: string | null }, site?: { __typename?: 'SiteRef', id: string, name: string } | null } };

export type DuplicateQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DuplicateQuoteMutation = { __typename?: 'Mutation', duplicateQuote: { __typename?: 'QuoteView', id: string, reference: string } };

export type DeleteQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteQuoteMutation = { __typename?: 'Mutation', deleteQuote: boolean };

export type CreateSiteFromQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CreateSiteFromQuoteMutation = { __typename?: 'Mutation', createSiteFromQuote: { __typename?: 'QuoteView', id: string, site?: { __typename?: 'SiteRef', id: string, name: string } | null } };

export type SiteFieldsFragment = { __typename?: 'SiteView', id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null };

export type SitesQueryVariables = Exact<{
  filter?: InputMaybe<SiteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SitesQuery = { __typename?: 'Query', sites: { __typename?: 'SitePageView', totalCount: number, endCursor?: string | null, hasNextPage: boolean, items: Array<{ __typename?: 'SiteView', committed?: string | null, id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null }> } };

export type AssignableUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableUsersQuery = { __typename?: 'Query', assignableUsers: Array<{ __typename?: 'TeamMemberOption', id: string, firstName: string, lastName: string, role: string }> };

export type CreateSiteMutationVariables = Exact<{
  input: SiteInput;
}>;


export type CreateSiteMutation = { __typename?: 'Mutation', createSite: { __typename?: 'SiteView', id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type UpdateSiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SiteInput;
}>;


export type UpdateSiteMutation = { __typename?: 'Mutation', updateSite: { __typename?: 'SiteView', id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type ArchiveSiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveSiteMutation = { __typename?: 'Mutation', archiveSite: { __typename?: 'SiteView', id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type UnarchiveSiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnarchiveSiteMutation = { __typename?: 'Mutation', unarchiveSite: { __typename?: 'SiteView', id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type DeleteSiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSiteMutation = { __typename?: 'Mutation', deleteSite: { __typename?: 'SiteDeletion', deleted: boolean, message?: string | null } };

export type SiteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteQuery = { __typename?: 'Query', site: { __typename?: 'SiteView', clientPhotoUrl?: string | null, planUrl?: string | null, id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type SiteSummaryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SiteSummaryQuery = { __typename?: 'Query', siteSummary: { __typename?: 'SiteFiguresView', progress: number, vatSubject: boolean, revenues: string, revenuesHT: string, revenuesVAT: string, vatBalance: string, purchasesTTC: string, purchasesHT: string, purchasesVAT: string, labourGross: string, labourNet: string, labourBonus: string, subcontracting: string, profitability: string, budget?: string | null, committed: string, paid: string } };

export type SiteNewsFieldsFragment = { __typename?: 'SiteNewsEntryView', id: string, type: SiteNewsType, field?: string | null, valueKind?: NewsValueKind | null, before?: string | null, after?: string | null, entityKind?: string | null, entityId?: string | null, entityLabel?: string | null, quantity?: string | null, unit?: string | null, authorName?: string | null, content?: string | null, createdAt: string };

export type SiteNewsQueryVariables = Exact<{
  siteId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<SiteNewsType> | SiteNewsType>;
}>;


export type SiteNewsQuery = { __typename?: 'Query', siteNews: { __typename?: 'SiteNewsPageView', totalCount: number, endCursor?: string | null, hasNextPage: boolean, items: Array<{ __typename?: 'SiteNewsEntryView', id: string, type: SiteNewsType, field?: string | null, valueKind?: NewsValueKind | null, before?: string | null, after?: string | null, entityKind?: string | null, entityId?: string | null, entityLabel?: string | null, quantity?: string | null, unit?: string | null, authorName?: string | null, content?: string | null, createdAt: string }> } };

export type PostAnnouncementMutationVariables = Exact<{
  siteId: Scalars['ID']['input'];
  content?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostAnnouncementMutation = { __typename?: 'Mutation', postAnnouncement: { __typename?: 'SiteNewsEntryView', id: string, type: SiteNewsType, field?: string | null, valueKind?: NewsValueKind | null, before?: string | null, after?: string | null, entityKind?: string | null, entityId?: string | null, entityLabel?: string | null, quantity?: string | null, unit?: string | null, authorName?: string | null, content?: string | null, createdAt: string } };

export type SetSiteImageMutationVariables = Exact<{
  siteId: Scalars['ID']['input'];
  kind: SiteImageKind;
  fileId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetSiteImageMutation = { __typename?: 'Mutation', setSiteImage: { __typename?: 'SiteView', clientPhotoUrl?: string | null, planUrl?: string | null, id: string, name: string, client?: string | null, foreman?: string | null, address?: string | null, city?: string | null, postalCode?: string | null, budget?: string | null, startDate?: string | null, endDate?: string | null, mapsLink?: string | null, status: SiteStatus, progress: number, archived: boolean, photoUrl?: string | null, photoThumbUrl?: string | null, createdAt: string, updatedAt: string, manager?: { __typename?: 'SiteManager', id: string, firstName: string, lastName: string } | null } };

export type SiteCitySuggestionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type SiteCitySuggestionsQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'CityView', code: string, nameFr: string, nameEn: string, province?: { __typename?: 'PlaceRef', nameFr: string } | null }> };

export type SiteQuotesQueryVariables = Exact<{
  siteId: Scalars['String']['input'];
}>;


export type SiteQuotesQuery = { __typename?: 'Query', quotes: { __typename?: 'QuotePage', total: number, items: Array<{ __typename?: 'QuoteView', id: string, reference: string, status: string, issueDate: string, totalTTC: string, client: { __typename?: 'ClientView', id: string, name: string } }> } };

export type StockProductFieldsFragment = { __typename?: 'StockProductView', id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor?: string | null, createdAt: string, updatedAt: string };

export type StockMovementFieldsFragment = { __typename?: 'StockMovementView', id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note?: string | null, authorName?: string | null, createdAt: string, site?: { __typename?: 'SiteRef', id: string, name: string } | null };

export type StockProductsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  toRestock?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StockProductsQuery = { __typename?: 'Query', stockProducts: { __typename?: 'StockProductPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'StockProductView', id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor?: string | null, createdAt: string, updatedAt: string }> } };

export type StockSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type StockSummaryQuery = { __typename?: 'Query', stockToRestockCount: number, all: { __typename?: 'StockProductPageView', total: number } };

export type StockCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockCategoriesQuery = { __typename?: 'Query', stockCategories: Array<string> };

export type StockMovementsQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StockMovementsQuery = { __typename?: 'Query', stockMovements: { __typename?: 'StockMovementPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'StockMovementView', id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note?: string | null, authorName?: string | null, createdAt: string, site?: { __typename?: 'SiteRef', id: string, name: string } | null }> } };

export type StockSitesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type StockSitesQuery = { __typename?: 'Query', sites: { __typename?: 'SitePageView', items: Array<{ __typename?: 'SiteView', id: string, name: string }> } };

export type CreateStockProductMutationVariables = Exact<{
  input: StockProductInput;
}>;


export type CreateStockProductMutation = { __typename?: 'Mutation', createStockProduct: { __typename?: 'StockProductView', id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor?: string | null, createdAt: string, updatedAt: string } };

export type UpdateStockProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: StockProductInput;
}>;


export type UpdateStockProductMutation = { __typename?: 'Mutation', updateStockProduct: { __typename?: 'StockProductView', id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor?: string | null, createdAt: string, updatedAt: string } };

export type DeleteStockProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteStockProductMutation = { __typename?: 'Mutation', deleteStockProduct: boolean };

export type AddStockMovementMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  input: StockMovementInput;
}>;


export type AddStockMovementMutation = { __typename?: 'Mutation', addStockMovement: { __typename?: 'StockMovementResult', movement: { __typename?: 'StockMovementView', id: string, productId: string, type: StockMovementType, quantity: string, stockAfter: string, date: string, note?: string | null, authorName?: string | null, createdAt: string, site?: { __typename?: 'SiteRef', id: string, name: string } | null }, product: { __typename?: 'StockProductView', id: string, label: string, stockDay: string, alertThreshold: string, warningThreshold: string, stock: string, level: StockLevel, unit: string, category: string, backgroundColor?: string | null, createdAt: string, updatedAt: string } } };

export type SupplierFieldsFragment = { __typename?: 'SupplierView', id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, createdAt: string };

export type SuppliersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SuppliersQuery = { __typename?: 'Query', suppliers: { __typename?: 'SupplierPageView', total: number, page: number, size: number, items: Array<{ __typename?: 'SupplierView', id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, createdAt: string }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;


export type CreateSupplierMutation = { __typename?: 'Mutation', createSupplier: { __typename?: 'SupplierView', id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, createdAt: string } };

export type UpdateSupplierMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SupplierInput;
}>;


export type UpdateSupplierMutation = { __typename?: 'Mutation', updateSupplier: { __typename?: 'SupplierView', id: string, name: string, ice: string, iceWarning: boolean, email: string, phone: string, address: string, taxId: string, createdAt: string } };

export type DeleteSupplierMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSupplierMutation = { __typename?: 'Mutation', deleteSupplier: boolean };

export type TeamMembersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TeamMembersQuery = { __typename?: 'Query', teamMembers: { __typename?: 'UserPage', total: number, page: number, size: number, items: Array<{ __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string }> } };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { __typename?: 'Mutation', inviteUser: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type SetUserRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
}>;


export type SetUserRoleMutation = { __typename?: 'Mutation', setUserRole: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type SetUserActiveMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'UserDetails', id: string, firstName: string, lastName: string, email: string, phone?: string | null, photoUrl?: string | null, role: string, type: string, status: string, companyId: string, companyName: string, createdAt: string, updatedAt: string } };

export type WebhookEndpointFieldsFragment = { __typename?: 'WebhookEndpointView', id: string, url: string, description?: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus?: string | null, lastDeliveryAt?: string | null, failedLastDay: number };

export type WebhookDeliveryFieldsFragment = { __typename?: 'WebhookDeliveryView', id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt?: string | null, nextAttemptAt?: string | null, deliveredAt?: string | null, responseStatus?: number | null, lastError?: string | null, replayOf?: string | null };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { __typename?: 'Query', webhookEndpoints: Array<{ __typename?: 'WebhookEndpointView', id: string, url: string, description?: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus?: string | null, lastDeliveryAt?: string | null, failedLastDay: number }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryPage', total: number, page: number, size: number, items: Array<{ __typename?: 'WebhookDeliveryView', id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt?: string | null, nextAttemptAt?: string | null, deliveredAt?: string | null, responseStatus?: number | null, lastError?: string | null, replayOf?: string | null }> } };

export type WebhookDeliveryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WebhookDeliveryQuery = { __typename?: 'Query', webhookDelivery: { __typename?: 'WebhookDeliveryView', responseExcerpt?: string | null, body?: string | null, id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt?: string | null, nextAttemptAt?: string | null, deliveredAt?: string | null, responseStatus?: number | null, lastError?: string | null, replayOf?: string | null } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'CreatedWebhookEndpointView', secret: string, endpoint: { __typename?: 'WebhookEndpointView', id: string, url: string, description?: string | null, events: Array<string>, active: boolean, createdAt: string, lastDeliveryStatus?: string | null, lastDeliveryAt?: string | null, failedLastDay: number } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { __typename?: 'Mutation', updateWebhookEndpoint: { __typename?: 'WebhookEndpointView', id: string, url: string, description?: string | null, events: Array<string>, active: boolean } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteWebhookEndpoint: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'CreatedWebhookEndpointView', secret: string, endpoint: { __typename?: 'WebhookEndpointView', id: string, url: string } } };

export type PingWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PingWebhookEndpointMutation = { __typename?: 'Mutation', pingWebhookEndpoint: { __typename?: 'WebhookDeliveryView', id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt?: string | null, nextAttemptAt?: string | null, deliveredAt?: string | null, responseStatus?: number | null, lastError?: string | null, replayOf?: string | null } };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReplayWebhookDeliveryMutation = { __typename?: 'Mutation', replayWebhookDelivery: { __typename?: 'WebhookDeliveryView', id: string, eventId: string, eventType: string, status: string, attempts: number, createdAt: string, lastAttemptAt?: string | null, nextAttemptAt?: string | null, deliveredAt?: string | null, responseStatus?: number | null, lastError?: string | null, replayOf?: string | null } };

export type WelcomeChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeChecklistQuery = { __typename?: 'Query', welcomeChecklist: { __typename?: 'WelcomeChecklistView', companyName: string, companyDetails: boolean, firstSite: boolean, teamInvited: boolean, personnel: boolean, suppliers: boolean, firstQuote: boolean } };

export type HeaderSearchQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type HeaderSearchQuery = { __typename?: 'Query', search: Array<{ __typename?: 'SearchHitView', kind: SearchKind, id: string, title: string, subtitle?: string | null, siteId?: string | null, day?: string | null }> };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { __typename?: 'Query', companySettings: { __typename?: 'CompanySettingsView', name: string, vatSubject: boolean, quoteValidityDays: number, paymentTermsDays: number, retentionRate: string } };

export type SiteOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type SiteOptionsQuery = { __typename?: 'Query', sites: { __typename?: 'SitePageView', items: Array<{ __typename?: 'SiteView', id: string, name: string }> } };
