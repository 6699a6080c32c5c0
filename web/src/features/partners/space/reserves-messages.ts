import { frFieldRecord } from '@chantiers/schema/i18n/fr-field-record';

/**
 * A partner's réserves (issue 37: the punch list seen by the trade), French: the list « Réserves à lever », a réserve's
 * card and its lifting. They load with that screen and the dashboard (FeatureMessages), never with the private area.
 */
export const partnerReservesMessages = {
  // The api's refusals of a lifting (a closed réserve, one already lifted, a photo it cannot take).
  ...frFieldRecord,

  'partnerReserves.title': 'Réserves à lever',
  'partnerReserves.intro': 'Les réserves que les entreprises vous ont confiées : levez-les une fois le défaut repris, l’entreprise les contrôle.',
  'partnerReserves.back': 'Tableau de bord',
  'partnerReserves.state': 'Afficher les réserves',
  'partnerReserves.state.TO_LIFT': 'À lever ({count})',
  'partnerReserves.state.LIFTED': 'Levées ({count})',
  'partnerReserves.state.VALIDATED': 'Validées ({count})',
  'partnerReserves.empty.TO_LIFT': 'Aucune réserve à lever pour le moment.',
  'partnerReserves.empty.LIFTED': 'Aucune réserve levée en attente de contrôle.',
  'partnerReserves.empty.VALIDATED': 'Aucune réserve validée pour le moment.',
  'partnerReserves.loadError': 'Vos réserves n’ont pas pu être chargées.',
  'partnerReserves.retry': 'Réessayer',

  'partnerReserves.status.OPEN': 'Ouverte',
  'partnerReserves.status.LIFTED': 'Levée, en attente du contrôle',
  'partnerReserves.status.VALIDATED': 'Validée',
  'partnerReserves.status.REFUSED': 'Refusée : à reprendre',
  'partnerReserves.overdue': 'En retard',
  'partnerReserves.company': 'Confiée par {company}',
  'partnerReserves.site': 'Chantier',
  'partnerReserves.trade': 'Corps de métier',
  'partnerReserves.due': 'À lever avant le',
  'partnerReserves.due.none': 'Sans échéance',
  'partnerReserves.refused': 'Motif du refus',
  'partnerReserves.note': 'Votre note de levée',
  'partnerReserves.plan': 'Plan',
  'partnerReserves.plan.sheet': '{title}, version {version}, page {page}',
  'partnerReserves.plan.superseded': 'Une version plus récente du plan existe (version {version}).',
  'partnerReserves.plan.open': 'Ouvrir le plan',
  'partnerReserves.plan.crop': 'Extrait du plan autour de la réserve {reference}',
  'partnerReserves.plan.cropMissing': 'Extrait du plan indisponible : ouvrez le plan.',
  'partnerReserves.photos': 'Photos du défaut',
  'partnerReserves.liftPhotos': 'Photos des travaux',
  'partnerReserves.photo': 'Photo {index} de la réserve {reference}',
  'partnerReserves.lift': 'Marquer levée',
  'partnerReserves.lift.title': 'Lever la réserve {reference}',
  'partnerReserves.lift.intro': 'Le défaut est repris ? L’entreprise sera prévenue et contrôlera les travaux.',
  'partnerReserves.lift.note': 'Note (facultative)',
  'partnerReserves.lift.note.placeholder': 'Ce qui a été fait : pièce changée, reprise, essai…',
  'partnerReserves.lift.photos': 'Photos des travaux (facultatives)',
  'partnerReserves.lift.photos.note': 'JPEG ou PNG, 6 au plus : prenez-les avec l’appareil photo du téléphone.',
  'partnerReserves.lift.submit': 'Lever la réserve',
  'partnerReserves.lift.cancel': 'Annuler',
  'partnerReserves.lifted': 'Réserve {reference} levée : {company} va la contrôler.',

  'partnerReserves.photos.add': 'Ajouter des photos',
  'partnerReserves.photos.count': '{count} / {max}',
  'partnerReserves.photos.tooMany': '6 photos au plus : {count, plural, one {# photo n’a pas été ajoutée} other {# photos n’ont pas été ajoutées}}.',
  'partnerReserves.photos.list': 'Photos, dans leur ordre',
  'partnerReserves.photo.left': 'Déplacer la photo {index} vers la gauche',
  'partnerReserves.photo.right': 'Déplacer la photo {index} vers la droite',
  'partnerReserves.photo.remove': 'Retirer la photo {index}',
  'partnerReserves.photo.progress': 'Envoi de la photo {index}',
  'partnerReserves.photo.alt': 'Photo {index} : {name}',

  // The dashboard's card.
  'partnerReserves.card.title': 'Réserves à lever',
  'partnerReserves.card.count': '{count, plural, =0 {Aucune réserve à lever} one {# réserve à lever} other {# réserves à lever}}',
  'partnerReserves.card.overdue': '{count} en retard',
  'partnerReserves.card.waiting': '{count, plural, =0 {} one {# levée en attente du contrôle} other {# levées en attente du contrôle}}',
  'partnerReserves.card.open': 'Voir mes réserves',
} as const;
