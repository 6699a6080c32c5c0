/**
 * Notifications (issue 20): the sentence of each kind, filled from the notification's params (already formatted:
 * dates 29/11/2026, amounts 45 900,00 DH), and the api's messages. The web loads them with the notifications panel;
 * the api writes the daily digest with them.
 */
export const frNotifications = {
  'notification.notFound': 'Notification introuvable.',
  'notification.settings.required': 'Indiquez si vous souhaitez recevoir le résumé quotidien.',
  'notification.kind.STOCK_LOW': 'Stock bas : {label} — {quantity} {unit} (seuil {threshold})',
  'notification.kind.QUOTE_EXPIRING': 'Le devis {reference} ({client}) expire le {date}',
  'notification.kind.INVOICE_OVERDUE': 'Facture {reference} ({client}) en retard depuis le {date} — {amount}',
  'notification.kind.SITE_ASSIGNMENT': 'Vous êtes affecté(e) au chantier {siteName} du {startDate} au {endDate}',
  'notification.kind.TASK_ASSIGNED': 'Nouvelle tâche « {label} » sur le chantier {siteName}, du {startDate} au {endDate}',
  'notification.kind.SITE_GIVEN': 'Le chantier {siteName} vous a été confié',
  'notification.kind.ANNOUNCEMENT': '{authorName} a publié une annonce sur {siteName} : « {excerpt} »',
  'notification.kind.DOCUMENT_SIGNED': '{authorName} a signé : {label}',
  'notification.kind.DOCUMENT_REFUSED': '{authorName} a refusé : {label} — « {excerpt} »',
  'notification.kind.RECEPTION_SIGNED': 'PV de réception signé sur {siteName} : {quantity} réserve(s) à lever',
  'notification.kind.CHANGE_ORDER_ACCEPTED': 'Avenant {reference} accepté au devis {client} : {label}',
  'notification.kind.DAILY_LOG_SIGNED': '{authorName} a signé le journal du {date} sur {siteName}',
  'notification.kind.RESERVE_LIFTED': '{authorName} a levé la réserve {reference} « {label} » sur {siteName} : à contrôler',
  'notification.someone': 'Un collègue',
  'notification.digest.subject': 'Chantiers — vos notifications du {date}',
  'notification.digest.title': 'Vos notifications',
  'notification.digest.intro': 'Voici ce qui s’est passé depuis votre dernier résumé :',
  'notification.digest.more': 'et {count} autre(s) dans l’application.',
  'notification.digest.button': 'Ouvrir Chantiers',
  'notification.digest.footer':
    'Vous recevez ce résumé parce que vous l’avez demandé. Pour ne plus le recevoir, décochez « Recevoir un résumé quotidien ' +
    'par e-mail » dans le panneau des notifications.',
} as const;
