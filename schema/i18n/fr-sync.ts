/** The wording of changes sent again by a phone's queue (issue 36): the api's `Idempotency-Key`. */
export const frSync = {
  'idempotency.key.invalid': "Clé d'idempotence invalide : de 1 à 255 caractères visibles (un UUID, par exemple).",
  'idempotency.key.reused': "Cette clé d'idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé pour chaque changement.",
  'idempotency.running': 'Cette requête est déjà en cours de traitement : réessayez dans un instant pour obtenir sa réponse.',
  'idempotency.files':
    "La clé d'idempotence n'est pas encore prise en charge pour l'envoi de fichiers : envoyez cette requête sans l'en-tête Idempotency-Key.",
  'record.id.invalid': "L'identifiant fourni doit être un UUID (ou absent : le serveur en choisit un).",
  'record.id.taken': "Cet identifiant est déjà celui d'un autre enregistrement : envoyez celui-ci sans identifiant, ou avec un nouvel UUID.",
  'changes.cursor.invalid': "Ce curseur de synchronisation n'est pas valide : reprenez sans curseur pour recevoir un nouveau point de départ.",
  'record.changedMeanwhile':
    "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre : comparez les deux versions et choisissez celle à garder.",
  'record.base.invalid': 'La version de départ doit être une date et heure ISO 8601 (la `updatedAt` lue avant de modifier).',
} as const;
