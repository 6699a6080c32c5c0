import { frContact } from '@chantiers/schema/i18n/fr-contact';

/**
 * The public help screens (issue 20), French: the contact form and the FAQ. The api's contact messages (field errors,
 * the rate limit) come along; everything loads with these screens only.
 */
export const helpMessages = {
  ...frContact,

  'help.contact.title': 'Nous contacter',
  'help.contact.subtitle': 'Une question sur Chantiers, une démonstration, un souci avec votre compte ? Écrivez-nous : nous répondons par e-mail.',
  'help.contact.faqHint': 'Votre réponse est peut-être déjà dans la {faq}.',
  'help.contact.faqHintLink': 'foire aux questions',
  'help.contact.name': 'Nom et prénom',
  'help.contact.email': 'Adresse e-mail',
  'help.contact.emailNote': 'Nous vous répondrons à cette adresse.',
  'help.contact.subject': 'Objet',
  'help.contact.message': 'Message',
  'help.contact.messagePlaceholder': 'Votre question, avec les détails utiles (écran concerné, chantier, message d’erreur…)',
  'help.contact.website': 'Site web (laissez ce champ vide)',
  'help.contact.submit': 'Envoyer le message',
  'help.contact.signedInAs': 'Envoyé depuis votre compte : nous saurons à quelle société répondre.',

  'help.faq.title': 'Foire aux questions',
  'help.faq.subtitle': 'Les réponses courtes aux questions les plus fréquentes sur Chantiers.',
  'help.faq.search': 'Rechercher dans la FAQ',
  'help.faq.searchPlaceholder': 'Mot-clé : facture, TVA, mot de passe…',
  'help.faq.count': '{count, plural, =0 {Aucune question ne correspond} one {# question} other {# questions}}',
  'help.faq.empty': 'Aucune question ne correspond à « {search} ».',
  'help.faq.more': 'Vous n’avez pas trouvé votre réponse ?',
  'help.faq.contact': 'Écrivez-nous',

  'faq.group.accounts': 'Comptes et rôles',
  'faq.group.sites': 'Chantiers',
  'faq.group.quotes': 'Devis et factures',
  'faq.group.vat': 'TVA et montants',
  'faq.group.safety': 'Sécurité des données',
  'faq.group.exports': 'Exports et documents',
  'faq.group.partners': 'Partenaires',
  'faq.group.contact': 'Nous contacter',

  'faq.accounts.roles.q': 'Quelle différence entre « Admin Société » et « Gestionnaire Chantier » ?',
  'faq.accounts.roles.a':
    'L’Admin Société (MANAGER) gère l’équipe, les paramètres de la société, la finance globale, l’émission des factures et les ' +
    'suppressions. Le Gestionnaire Chantier (USER) crée et modifie tout sur les chantiers dont il est responsable ou qu’il a créés, et ' +
    'ne voit pas les autres.',
  'faq.accounts.invite.q': 'Comment inviter mon équipe ?',
  'faq.accounts.invite.a':
    'Un Admin Société ouvre Paramètres › Équipe et invite chaque personne par e-mail. L’invité choisit son mot de passe grâce au lien ' +
    'reçu, valable 7 jours. L’Admin peut ensuite changer son rôle, le désactiver ou le réactiver.',
  'faq.accounts.confirm.q': 'Je n’ai pas reçu l’e-mail de confirmation.',
  'faq.accounts.confirm.a':
    'Vérifiez vos courriers indésirables. Le lien de confirmation est valable 24 heures ; s’il a expiré, utilisez « Mot de passe oublié ' +
    '» : la réinitialisation confirme aussi votre adresse.',
  'faq.accounts.reset.q': 'J’ai oublié mon mot de passe.',
  'faq.accounts.reset.a':
    'Sur la page de connexion, choisissez « Mot de passe oublié ». Le lien reçu sert une seule fois et pendant 1 heure ; le nouveau mot ' +
    'de passe ferme toutes vos sessions ouvertes.',
  'faq.accounts.social.q': 'Puis-je me connecter avec Google ou Microsoft ?',
  'faq.accounts.social.a':
    'Oui, lorsque ces fournisseurs sont activés sur votre installation : leurs boutons apparaissent alors sur les pages de connexion et ' +
    'd’inscription. Une adresse e-mail vérifiée déjà inscrite ouvre le compte existant.',

  'faq.sites.create.q': 'Comment créer un chantier ?',
  'faq.sites.create.a':
    'Depuis « Vos Chantiers », bouton d’ajout : nom, client, responsable, adresse, dates, budget, statut et une photo. Un devis accepté ' +
    'peut aussi devenir un chantier (« Créer le chantier »).',
  'faq.sites.archive.q': 'Puis-je archiver ou supprimer un chantier ?',
  'faq.sites.archive.a':
    'Archivez un chantier terminé : il passe dans l’onglet « Archivés » et peut être désarchivé. La suppression est réservée à l’Admin ' +
    'Société ; un chantier qui a des écritures financières est archivé au lieu d’être supprimé.',
  'faq.sites.photos.q': 'Quelles photos puis-je ajouter ?',
  'faq.sites.photos.a':
    'La photo du chantier, la photo client et le plan (PNG ou JPEG), et jusqu’à 12 photos par fiche de suivi, prises avec l’appareil ' +
    'photo du téléphone si besoin. Le serveur vérifie chaque fichier et crée les vignettes.',

  'faq.quotes.pdf.q': 'Comment obtenir le PDF d’un devis ?',
  'faq.quotes.pdf.a':
    'Ouvrez le devis et téléchargez son PDF : en-tête et mentions légales de votre société, totaux par taux de TVA, montant en lettres ' +
    'et « Bon pour accord ». Vous pouvez aussi l’envoyer par e-mail au client depuis l’application.',
  'faq.quotes.statuses.q': 'Que signifient les statuts d’un devis ?',
  'faq.quotes.statuses.a':
    'Un devis est « en cours » jusqu’à ce qu’il soit accepté ou refusé (qui et quand sont enregistrés). Il est « dépassé » lorsque sa ' +
    'date de validité est passée ; prolonger sa validité le remet en cours. Seul un devis en cours se modifie.',
  'faq.quotes.final.q': 'Puis-je modifier une facture émise ?',
  'faq.quotes.final.a':
    'Non : une facture est numérotée sans trou à son émission (FAC-2026-0001) et ne change plus. Pour la corriger, l’Admin Société émet ' +
    'un avoir (AV-2026-0001) qui l’annule en tout ou en partie.',
  'faq.quotes.payments.q': 'Comment enregistrer un paiement ?',
  'faq.quotes.payments.a':
    'Sur la facture, enregistrez le paiement (virement, chèque, espèces ou effet), partiel ou total. Il devient une recette du ' +
    'chantier, et la facture passe à « partiellement payée » ou « payée » ; après l’échéance, elle est « en retard ».',

  'faq.vat.rates.q': 'Quels taux de TVA sont proposés ?',
  'faq.vat.rates.a': 'Les taux marocains 20 %, 14 %, 10 % et 7 %, ainsi que 0 %. Chaque ligne de devis ou dépense porte son taux.',
  'faq.vat.exact.q': 'Les montants sont-ils arrondis ?',
  'faq.vat.exact.a':
    'Les montants sont calculés en décimal exact, jamais en nombres à virgule flottante : les totaux HT, TVA et TTC par taux tombent au ' +
    'centime, et les situations de travaux cumulées atteignent exactement le montant du devis.',
  'faq.vat.regime.q': 'Ma société n’est pas assujettie à la TVA.',
  'faq.vat.regime.a':
    'Choisissez « non assujettie » dans Paramètres › Société : les marges se calculent alors sur les montants TTC et les recettes sont ' +
    'sans TVA. Par défaut, une société est assujettie : marges sur le HT, TVA à part.',

  'faq.safety.isolation.q': 'Les autres sociétés peuvent-elles voir mes données ?',
  'faq.safety.isolation.a':
    'Non. Chaque requête est limitée à la société de l’utilisateur connecté, et les droits de chaque rôle sont vérifiés par le serveur, ' +
    'pas seulement masqués à l’écran. Les comptes partenaires n’accèdent à aucune donnée de société.',
  'faq.safety.passwords.q': 'Comment les mots de passe sont-ils protégés ?',
  'faq.safety.passwords.a':
    'Ils sont hachés avec argon2id et ne sont jamais stockés en clair. Les tentatives de connexion répétées sont limitées, et un ' +
    'changement de mot de passe ferme les autres sessions.',
  'faq.safety.backups.q': 'Mes données sont-elles sauvegardées ?',
  'faq.safety.backups.a':
    'Toutes les données, fichiers et photos compris, sont dans la base PostgreSQL : une sauvegarde de cette base les contient toutes. ' +
    'Les sauvegardes sont faites par l’hébergeur de votre installation ; l’application n’en fait pas elle-même.',

  'faq.exports.lists.q': 'Quelles listes puis-je exporter ?',
  'faq.exports.lists.a':
    'En CSV (lisible par Excel) ou Excel (.xlsx) : fournisseurs, personnel, stock, achats, recettes et fiches de service d’un chantier, ' +
    'finance globale (Admin Société), factures et avoirs, paiements reçus, et le rapport d’activité mensuel pour la paie.',
  'faq.exports.pdf.q': 'Quels documents sont en PDF ?',
  'faq.exports.pdf.a': 'Les devis, les factures et avoirs, et les fiches de suivi de chantier, qui peuvent aussi être envoyées par e-mail.',
  'faq.exports.calendar.q': 'Puis-je voir le planning dans mon agenda ?',
  'faq.exports.calendar.a':
    'Oui : le planning d’une personne s’abonne depuis un lien iCalendar (.ics) secret, que vous pouvez révoquer à tout moment.',

  'faq.partners.directory.q': 'Qu’est-ce que l’annuaire des partenaires ?',
  'faq.partners.directory.a':
    'Une liste publique d’artisans, bureaux d’études, loueurs d’engins et fournisseurs, à filtrer par service, région et ville. Leurs ' +
    'coordonnées ne sont montrées qu’aux utilisateurs connectés d’une société.',
  'faq.partners.listing.q': 'Comment apparaître dans l’annuaire ?',
  'faq.partners.listing.a':
    'Inscrivez-vous sur « Devenir partenaire », confirmez votre e-mail, puis complétez votre fiche : services, zones desservies, logo ' +
    'et jusqu’à 10 photos de réalisations. Vous pouvez la masquer ou la supprimer.',
  'faq.partners.requests.q': 'Comment contacter un partenaire ?',
  'faq.partners.requests.a':
    'Connecté avec un compte société, ouvrez sa page et « Envoyez une demande », au sujet d’un de vos chantiers ou non. Il la reçoit ' +
    'par e-mail et sur son tableau de bord, où il suit son statut (nouveau, répondu, clos).',

  'faq.contact.how.q': 'Comment joindre l’équipe Chantiers ?',
  'faq.contact.how.a': 'Par le formulaire de contact : nous répondons par e-mail à l’adresse que vous indiquez.',
} as const;

export type HelpMessageId = keyof typeof helpMessages;
